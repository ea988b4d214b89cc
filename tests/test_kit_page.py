"""The kit pages and the top-level index, in a real headless Chromium with axe-core."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from conftest import GAMES, PROFILES, axe_violations, kit_dir


def _pages(kits: Path) -> list[Path]:
    return [kits / "index.html"] + [kit_dir(kits, g, p) / "index.html" for g in GAMES for p in PROFILES]


def test_top_index_lists_every_kit(kits):
    html = (kits / "index.html").read_text()
    for game in GAMES:
        for profile in PROFILES:
            assert f'href="{game}/{profile}/index.html"' in html
    assert "Swell paper" in html and "Large print: 18 pt text" in html


@pytest.mark.parametrize("profile", PROFILES)
def test_no_axe_violations(kits, browser, profile):
    pages = [kit_dir(kits, g, profile) / "index.html" for g in GAMES]
    if profile == PROFILES[0]:
        pages.append(kits / "index.html")
    for page in pages:
        assert axe_violations(browser, page) == [], page


def test_every_link_and_source_resolves(kits):
    for page in _pages(kits):
        html = page.read_text()
        refs = re.findall(r'(?:href|src)="([^"#]+)"', html)
        assert refs
        for ref in refs:
            if ref.startswith("data:"):
                continue
            assert not urlparse(ref).scheme, f"{page}: {ref} leaves the kit (works offline only with local files)"
            assert (page.parent / unquote(ref)).resolve().is_file(), f"{page}: {ref} does not resolve"


def test_kit_page_groups_and_profile(kits):
    html = (kit_dir(kits, "row-removal", "tactile") / "index.html").read_text()
    for heading in ("To print", "To read", "To listen", "For the scribe", "Host key: keep apart", "About this profile"):
        assert f">{heading}</h2>" in html
    assert "rules.brf" in html and "Text contrast" in html and "150 words a minute" in html
    assert re.search(r'<img src="previews/board-1.png" alt="Row removal duel: [^"]+"', html)


def test_audio_captions_load_and_chapters_seek(kits, browser):
    b, _ = browser
    page = b.new_page()
    page.goto((kit_dir(kits, "poison-corner", "large-print") / "index.html").as_uri())
    state = page.evaluate("""() => new Promise(res => {
        const t = document.querySelector('track[kind=captions]');
        const done = () => res({ready: t.readyState, cues: t.track.cues ? t.track.cues.length : 0});
        if (t.readyState === 2) return done();
        t.addEventListener('load', done); t.addEventListener('error', () => res({ready: 3, cues: 0}));
        setTimeout(done, 5000); })""")
    vtt = (kit_dir(kits, "poison-corner", "large-print") / "rules.vtt").read_text()
    assert state == {"ready": 2, "cues": vtt.count(" --> ")}
    page.evaluate(
        "() => new Promise(r => { const a = document.getElementById('rules-audio'); "
        "if (a.readyState >= 1) r(); else a.addEventListener('loadedmetadata', r); })"
    )
    buttons = page.locator("button[data-seek]")
    assert buttons.count() >= 5
    buttons.nth(2).click()
    seek = float(buttons.nth(2).get_attribute("data-seek"))
    assert page.evaluate("document.getElementById('rules-audio').currentTime") == pytest.approx(seek, abs=0.05)
    page.close()


def test_tab_reaches_every_control_in_reading_order(kits, browser):
    b, _ = browser
    page = b.new_page()
    page.goto((kit_dir(kits, "corner-polyominoes", "standard") / "index.html").as_uri())
    expected = page.evaluate("""() => [...document.querySelectorAll('a[href], button, audio[controls]')]
        .map((el, i) => { el.dataset.order = i; return i; })""")
    seen = []
    for _ in range(len(expected) * 6 + 20):
        page.keyboard.press("Tab")
        order = page.evaluate("() => document.activeElement && document.activeElement.dataset.order")
        if order is None:
            if seen:
                break
            continue
        order = int(order)
        if not seen or seen[-1] != order:  # the audio element takes several Tabs for its own buttons
            seen.append(order)
        if order == expected[-1]:
            break
    assert seen == expected
    page.close()


def test_zoom_and_forced_colours(kits, browser):
    """At 200 % zoom nothing needs scrolling sideways; forced colours keep every link visible."""
    b, _ = browser
    page = b.new_page(viewport={"width": 640, "height": 900})
    page.goto((kit_dir(kits, "poison-corner", "high-contrast") / "index.html").as_uri())
    page.evaluate("document.body.style.zoom = '200%'")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    page.emulate_media(forced_colors="active")
    hidden = page.evaluate("""() => [...document.querySelectorAll('a')].filter(a => {
        const r = a.getBoundingClientRect(); return r.width === 0 || r.height === 0; }).length""")
    assert hidden == 0
    page.close()


AUDIO_WORDS = re.compile(r"spoken aloud|to listen|talking|\(mp3\)|\(wav\)|<audio", re.IGNORECASE)


def _listed(page: Path) -> tuple[str, set[str]]:
    """What a kit page says the kit holds (its lists, not the profile's table), and the files it links."""
    html = page.read_text().split('<section aria-labelledby="profile">', maxsplit=1)[0]
    return html, set(re.findall(r'href="([^"#]+)"', html))


def _check_names_what_it_holds(page: Path) -> None:
    html, links = _listed(page)
    audio = {n for n in links if n.endswith((".mp3", ".wav"))}
    brf = {n for n in links if n.endswith(".brf")}
    assert bool(AUDIO_WORDS.search(html)) == bool(audio), f"{page}: audio words {AUDIO_WORDS.search(html)} vs {audio}"
    assert ("braille" in html.lower()) == bool(brf), f"{page}: braille words but braille files {brf}"
    assert ("Talking rule book" in html) == bool(audio)


def test_every_kit_page_names_only_what_its_kit_holds(kits, bk):
    """No spoken rules or talking book without audio files, no braille without BRF files: the
    kit page's words come from the files the writers declared."""
    for page in _pages(kits)[1:] + [kit_dir(bk, "poison-corner", p) / "index.html" for p in PROFILES]:
        if page.exists():
            _check_names_what_it_holds(page)
    silent = (kit_dir(bk, "poison-corner", "tactile") / "index.html").read_text()
    assert ">To read aloud</h2>" in silent and "Rule book: text for an e-book reader (EPUB 3)" in silent
    assert "braille to emboss" in silent
    spoken = (kit_dir(kits, "poison-corner", "large-print") / "index.html").read_text()
    assert ">To listen</h2>" in spoken and "The rules spoken aloud, a talking rule book" in spoken
    index = (bk / "index.html").read_text()
    assert "rules to hear" not in index
    assert "It also holds raised sheets for swell paper and braille to emboss." in index
    assert "rules to hear" in (kits / "index.html").read_text()


def test_kit_pages_without_audio_have_no_axe_violations(bk, browser):
    for page in [bk / "index.html"] + [
        kit_dir(bk, "poison-corner", p) / "index.html" for p in ("large-print", "tactile")
    ]:
        assert axe_violations(browser, page) == [], page


def test_the_index_of_kits_loads_the_kits_typeface(kits, browser):
    """The index names Atkinson Hyperlegible and loads it, regular and bold, from a font file a
    kit ships (a relative link: nothing from the network), as each kit page loads its own."""
    html = (kits / "index.html").read_text()
    urls = re.findall(r"url\('([^']+)'\)", html)
    assert len(urls) == 2
    for url in urls:
        assert not urlparse(url).scheme and (kits / unquote(url)).resolve().is_file(), url
    b, _ = browser
    for page_path in (kits / "index.html", kit_dir(kits, "poison-corner", "large-print") / "index.html"):
        page = b.new_page()
        page.goto(page_path.as_uri())
        loaded = page.evaluate("""async () => {
            await document.fonts.load('1em "Atkinson Hyperlegible"');
            await document.fonts.load('bold 1em "Atkinson Hyperlegible"');
            await document.fonts.ready;
            return [...document.fonts].filter(f => f.family.replace(/["']/g, '') === 'Atkinson Hyperlegible'
                && f.status === 'loaded').map(f => String(f.weight)).sort(); }""")
        used = page.evaluate("getComputedStyle(document.querySelector('h1')).fontFamily")
        page.close()
        assert loaded == ["400", "700"], (page_path, loaded)
        assert used.startswith(("'Atkinson Hyperlegible'", '"Atkinson Hyperlegible"')), used
