"""rules.epub: the rule card as an EPUB 3 talking book.

One XHTML document a section, each sentence in its own element, and a media overlay
(SMIL) for every spoken section that plays each sentence's clip from the chapter MP3s,
so a reading app highlights the sentence being spoken and moves by sentence and section.
The clip times come from the same sample counts as the captions (the kit's Recording).

Print and ear words differ ("D2" and "D 2", "3" and "three"), but both are one Sentence of the
kit (model.Sentence), so each printed sentence finds its spoken twin by id. The ear hears
sentences the card does not print (a welcome, the scribe's cues in the worked examples): a
spoken sentence with no printed twin is heard in the clip of the printed one before it, so the
whole chapter plays and every highlighted sentence is the one being said.

The package document and the zip container, made the same bytes every time, are
writers/epub_package.py's.
"""

from __future__ import annotations

import math
import re
from html import escape

from accessible_kits.model import Bullets, ExampleBlock, Line, Para, Steps
from accessible_kits.writers import File
from accessible_kits.writers.epub_package import ACTIVE, container, package_opf
from accessible_kits.writers.recording import heading_id
from accessible_kits.writers.rules_html import example_lists


class _Doc:
    """One content document: its file name, title, body, the id of the section it holds (its
    chapter's), and the (element id, sentence id) of each sentence, in the order of the text."""

    def __init__(self, name: str, title: str, heading_id: str, chapter: str | None, section: str):
        self.name, self.title, self.heading_id, self.chapter, self.section = name, title, heading_id, chapter, section
        self.body: list[str] = []
        self.units: list[tuple[str, str]] = []
        self.has_svg = False
        self.n = 0

    def spans(self, line: Line, prefix: str, pages: list | tuple = ()) -> str:
        """The line's sentence spans, with a page-break marker between two of them for each
        (words after it in the line, page) of `pages` (a printed page begun inside the line)."""
        out, at = [], sentence_marks(line, pages)
        for k, s in enumerate(line.sentences):
            self.n += 1
            eid = f"{prefix}-s{self.n}"
            self.units.append((eid, s.id))
            out.append(_breaks(at.get(k, [])) + f'<span id="{eid}">{escape(s.text)}</span>')
        return " ".join(out) + _breaks(at.get(len(line.sentences), []))


def sentence_marks(line: Line, pages) -> dict[int, list[int]]:
    """{sentence index: the pages whose marker stands before it} (index len(sentences): after the
    last) for each (words after the marker in the line, page): a marker goes between two sentence
    spans, never inside one, so at the sentence boundary nearest its word, the earlier of two as near."""
    bounds, n = [0], 0
    for s in line.sentences:
        n += len(s.text.split(" "))
        bounds.append(n)
    out: dict[int, list[int]] = {}
    for left, page in pages:
        at = n - left
        out.setdefault(min(range(len(bounds)), key=lambda k: (abs(bounds[k] - at), bounds[k] > at)), []).append(page)
    return out


def inside_pages(kit, card) -> tuple[dict[str, list[int]], dict[str, list[tuple[int, int]]]]:
    """(page_marks without the pages begun inside a paragraph or item, and those: {block id: [(words
    after the page's marker in the block, page)]}), from the braille's finder (split_points: the same
    place as its print page change, moved to the nearest sentence end). A page split at the block's
    start is marked there; one at its end keeps page_marks' place, the next block's start."""
    from accessible_kits.writers import card_text  # braille_volumes imports page_marks from here
    from accessible_kits.writers.braille_volumes import Sheet, rule_blocks, split_points

    marks = page_marks(card.pages, dict(card.starts))
    if card.pages < 2:
        return marks, {}
    # the braille's diagram notes are not printed (nor compared): any sheets will do for their words
    blocks = rule_blocks(kit, {n: [Sheet(0, "")] * len(x.diagrams) for n, x in enumerate(kit.examples, 1)})
    inside: dict[str, list[tuple[int, int]]] = {}
    for b, cuts in split_points(blocks, card_text.page_starts(card.data), dict(card.starts)).items():
        _, text, key = blocks[b]
        n = len(text.split(" "))
        for word, page in cuts:
            if not key or word >= n:
                continue
            for pages in marks.values():
                if page in pages:
                    pages.remove(page)
            if word == 0:
                marks.setdefault(key, []).append(page)
            else:
                inside.setdefault(key, []).append((n - word, page))
    return {k: sorted(v) for k, v in marks.items() if v}, inside


def page_marks(n_pages: int, starts: dict[int, str]) -> dict[str, list[int]]:
    """Where each printed page begins, as the block ids of rules_html.block_key (or a section's
    id): page 1 at the title; a page that only goes on with the block before it (no block begins
    on it) is marked where the next page begins, so the page list still has every page."""
    marks: dict[str, list[int]] = {"title": [1]} if n_pages else {}
    waiting: list[int] = []
    for page in range(2, n_pages + 1):
        waiting.append(page)
        if page in starts:
            marks.setdefault(starts[page], []).extend(waiting)
            waiting = []
    if waiting:  # the last pages only go on with a block: mark them at the end of the book's last block
        marks.setdefault("end", []).extend(waiting)
    return marks


def _marker(marks: dict[str, list[int]], key: str) -> str:
    """Page-break markers where the printed pages `marks[key]` begin (the page list links them)."""
    return _breaks(marks.get(key, ()))


def _breaks(pages) -> str:
    return "".join(
        f'<span epub:type="pagebreak" role="doc-pagebreak" id="page-{n}" aria-label="Page {n}"></span>' for n in pages
    )


def _documents(kit, profile, marks: dict[str, list[int]] | None = None, inside=None) -> list[_Doc]:
    """The book's documents; `marks` and `inside`: inside_pages' page-break places."""
    from dataclasses import replace

    from accessible_kits.fonts import Metrics
    from accessible_kits.render.figures import figure_svg, pattern_defs
    from accessible_kits.writers.rules_html import block_key

    profile = replace(profile, orientation="portrait")
    metrics = Metrics(profile.font)
    marks, inside = marks or {}, inside or {}
    title = _Doc("title.xhtml", kit.title, "title", "Welcome", "title")
    title.body.append(
        f'{_marker(marks, "title")}<h1 id="title">{escape(kit.title)}: rules</h1>'
        f'<div id="title-body"><p>{title.spans(kit.tagline, "title")}</p></div>'
    )
    docs, n_fig, n_ex = [title], 0, 0
    for i, sec in enumerate(kit.sections, 1):
        d = _Doc(f"s{i:02d}-{sec.id}.xhtml", sec.heading, f"{sec.id}-h", sec.heading, sec.id)
        parts = []

        def marked(key: str, line: Line) -> str:  # an item's or a step's markers and sentences
            return _marker(marks, key) + d.spans(line, sec.id, inside.get(key, []))  # noqa: B023 (called at once)

        for j, block in enumerate(sec.blocks, 1):
            match block:
                case Para():
                    key = block_key(i, j)
                    parts.append(f"{_marker(marks, key)}<p>{d.spans(block.line, sec.id, inside.get(key, []))}</p>")
                case Steps() | Bullets():
                    tag = "ol" if isinstance(block, Steps) else "ul"
                    parts.append(
                        f"<{tag}>"
                        + "".join(f"<li>{marked(block_key(i, j, k), t)}</li>" for k, t in enumerate(block.lines, 1))
                        + f"</{tag}>"
                    )
                case ExampleBlock(ex):
                    n_ex += 1
                    d.units.append((f"{sec.id}-x{n_ex}", ex.heading.sentences[0].id))
                    figs = []
                    for m, board in enumerate(ex.diagrams, 1):
                        n_fig += 1
                        svg = figure_svg(board, profile, metrics, f"fig{n_fig}")
                        figs.append(
                            f"{_marker(marks, block_key(i, j, f'f{m}'))}<figure>{svg}"
                            f"<figcaption>{escape(board.label)}</figcaption></figure>"
                        )
                    d.has_svg = d.has_svg or bool(figs)
                    steps = example_lists(
                        [
                            (n, "", marked(block_key(i, j, k), line))
                            for k, ((n, _), line) in enumerate(zip(ex.numbered, ex.steps, strict=True), 1)
                        ]
                    )
                    parts.append(
                        f'<section class="example" aria-labelledby="{sec.id}-x{n_ex}">'
                        f"{_marker(marks, block_key(i, j))}"
                        f'<h3 id="{sec.id}-x{n_ex}">{escape(ex.name)}</h3>{steps}'
                        f"{''.join(figs)}</section>"
                    )
        if i == len(kit.sections):
            parts.append(_marker(marks, "end"))
        # the fill patterns once a document, in a hidden SVG the figures refer to (XHTML needs its namespace)
        defs = (
            pattern_defs(profile, metrics).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
            if d.has_svg
            else ""
        )
        d.body.append(
            f'{defs}<section aria-labelledby="{sec.id}-h">{_marker(marks, sec.id)}'
            f'<h2 id="{sec.id}-h">{escape(sec.heading)}</h2>'
            f'<div id="{sec.id}-body">{"".join(parts)}</div></section>'
        )
        docs.append(d)
    return docs


def _fmt(t: float) -> str:
    return f"{t:.3f}s"


def overlay(doc: _Doc, chapter_cues, heading_cue, *, offset: float, end: float):
    """The (text id, clip begin, clip end) pairs of one document, in text order, clip times
    relative to its chapter file (which starts at `offset` in the whole and lasts to `end`).
    Each clip runs on to the next one's start, and the last to the file's end: a reading app
    plays the clips back to back, and so keeps the pauses (a step's, the scribe's wait) that
    the profile puts between sentences."""
    pairs = _clips(doc, chapter_cues, heading_cue, offset, end)
    last = math.floor((end - offset) * 1000) / 1000  # written to the millisecond: never past the file's end
    return [(tid, begin, nxt) for (tid, begin, _), nxt in zip(pairs, [p[1] for p in pairs[1:]] + [last], strict=True)]


def _clips(doc: _Doc, chapter_cues, heading_cue, offset: float, end: float):
    """overlay's pairs, each clip from its first sentence's start to its last sentence's end."""
    pairs = []

    def clip(a, b):
        return max(0.0, a - offset), min(end - offset, b - offset)

    if heading_cue is not None:
        pairs.append((doc.heading_id, *clip(heading_cue.start, heading_cue.end)))
    if not chapter_cues:
        return pairs
    matched = _twins(doc.units, chapter_cues)
    if not matched:  # no printed sentence is said in this chapter: the text as one piece with the audio
        body = "title-body" if doc.name == "title.xhtml" else doc.heading_id[:-2] + "-body"
        return pairs + [(body, *clip(chapter_cues[0].start, chapter_cues[-1].end))]
    # a printed sentence's clip runs from its spoken twin to the spoken sentence before the next
    # twin; what is said before the first twin is heard in the first clip
    starts = [0] + [j for _, j in matched[1:]]
    ends = [j - 1 for _, j in matched[1:]] + [len(chapter_cues) - 1]
    for (i, _), a, b in zip(matched, starts, ends, strict=True):
        pairs.append((doc.units[i][0], *clip(chapter_cues[a].start, chapter_cues[b].end)))
    return pairs


def _twins(units, cues) -> list[tuple[int, int]]:
    """(unit index, cue index) of each printed sentence said in the chapter, both increasing:
    a printed sentence and the cue of the same sentence id."""
    out, j = [], 0
    for i, (_, sentence) in enumerate(units):
        k = next((k for k in range(j, len(cues)) if cues[k].id == sentence), None)
        if k is not None:
            out.append((i, k))
            j = k + 1
    return out


def _audio(ctx):
    """(chapter files {name: bytes}, per chapter: (name, heading, start, end, cues)) or None without audio."""
    recording = ctx.recording("rules")  # the kit's recording, made once, which the spoken writer gives too
    if recording is None:
        return None
    out = [
        (c.name, c.heading, c.start, c.end, [cue for cue in recording.cues if c.start <= cue.start < c.end])
        for c in recording.chapters
    ]
    return {c.name: c.data for c in recording.chapters}, out


def _xhtml(title: str, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" '
        'lang="en" xml:lang="en">\n'
        f'<head><meta charset="utf-8"/><title>{escape(title)}</title>'
        '<link rel="stylesheet" type="text/css" href="rules.css"/></head>\n'
        f"<body>\n{body}\n</body>\n</html>\n"
    )


def _css(profile) -> str:
    return (
        f"html {{ font-family: '{profile.font}', sans-serif; line-height: {profile.line_spacing:g}; "
        f"color: {profile.foreground}; background-color: {profile.background}; }}\n"
        "figure svg { max-width: 100%; height: auto; }\nfigcaption { font-weight: bold; }\n"
        "li { margin-bottom: 0.4em; }\n"
        f".{ACTIVE} {{ outline: 3px solid {profile.foreground}; text-decoration: underline; }}\n"
    )


def epub(kit, profile, ctx) -> bytes:
    """The book's bytes: its documents, their media overlays over the kit's recording, the
    navigation with the printed card's page list, and the package."""
    printed = ctx.rules_card()  # the large print card's pages: the page list follows them
    docs = _documents(kit, profile, *inside_pages(kit, printed))
    audio = _audio(ctx)
    book_title = f"{kit.title}: rules"
    files: dict[str, bytes] = {}
    smil_durations: dict[str, float] = {}
    if audio is not None:
        chapter_files, chapters = audio
        by_heading = {heading: (name, a, b, cues) for name, heading, a, b, cues in chapters}
        for name, data in chapter_files.items():
            files[f"audio/{name.split('/')[-1]}"] = data
        for d in docs:
            if d.chapter not in by_heading:
                continue
            name, a, b, cues = by_heading[d.chapter]
            heading_cue = cues[0] if cues and cues[0].id == heading_id(d.section) else None
            rest = cues[1:] if heading_cue is not None else cues
            pairs = overlay(d, rest, heading_cue, offset=a, end=b)
            src = f"audio/{name.split('/')[-1]}"
            pars = "".join(
                f'<par id="{d.name[:-6]}-p{k}"><text src="../{d.name}#{tid}"/>'
                f'<audio src="../{src}" clipBegin="{_fmt(c0)}" clipEnd="{_fmt(c1)}"/></par>'
                for k, (tid, c0, c1) in enumerate(pairs, 1)
            )
            smil = (
                '<?xml version="1.0" encoding="UTF-8"?>\n'
                '<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">\n'
                f'<body><seq id="{d.name[:-6]}-seq" epub:textref="../{d.name}">{pars}</seq></body>\n</smil>\n'
            )
            files[f"smil/{d.name[:-6]}.smil"] = smil.encode("utf-8")
            smil_durations[d.name] = sum(round(c1, 3) - round(c0, 3) for _, c0, c1 in pairs)
    for d in docs:
        files[d.name] = _xhtml(d.title, "\n".join(d.body)).encode("utf-8")
    toc = "".join(f'<li><a href="{d.name}#{d.heading_id}">{escape(d.title)}</a></li>' for d in docs)
    nav = (
        '<nav epub:type="toc" id="toc" role="doc-toc" aria-labelledby="toc-h">'
        f'<h1 id="toc-h">Contents</h1><ol>{toc}</ol></nav>'
        f'<nav epub:type="landmarks" id="landmarks" aria-labelledby="landmarks-h" hidden="hidden">'
        f'<h2 id="landmarks-h">Landmarks</h2><ol>'
        f'<li><a epub:type="toc" href="nav.xhtml#toc">Contents</a></li>'
        f'<li><a epub:type="bodymatter" href="{docs[0].name}">{escape(book_title)}</a></li></ol></nav>'
    )
    page_links = sorted((int(n), d.name) for d in docs for n in re.findall(r'id="page-(\d+)"', "".join(d.body)))
    if page_links:
        entries = "".join(f'<li><a href="{name}#page-{n}">{n}</a></li>' for n, name in page_links)
        nav += (
            f'<nav epub:type="page-list" id="page-list" role="doc-pagelist" aria-labelledby="pages-h" hidden="hidden">'
            f'<h2 id="pages-h">Pages of the printed rules</h2><ol>{entries}</ol></nav>'
        )
    files["nav.xhtml"] = _xhtml(f"{book_title}: contents", nav).encode("utf-8")
    files["rules.css"] = _css(profile).encode("utf-8")
    opf = package_opf(
        kit, profile, docs, title=book_title, files=files, durations=smil_durations, paged=bool(page_links)
    )
    files["package.opf"] = opf.encode("utf-8")
    return container(files)


def write(kit, profile, ctx) -> list[File]:
    """rules.epub: a talking book listed with the files to listen to when the kit has a recording,
    else an e-book of the text, listed with the files to read."""
    if ctx.recording("rules") is None:
        return [File("rules.epub", epub(kit, profile, ctx), "Rule book: text for an e-book reader (EPUB 3)", "read")]
    return [
        File("rules.epub", epub(kit, profile, ctx), "Talking rule book: text and speech together (EPUB 3)", "listen")
    ]
