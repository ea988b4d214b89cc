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
