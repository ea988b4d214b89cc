"""rules.html: the rule card as semantic HTML, examples drawn inline as accessible SVG.

The same HTML, with print CSS, is what rules_pdf turns into the tagged rules.pdf.
"""

from __future__ import annotations

from html import escape

from accessible_kits.fonts import Metrics, font_files
from accessible_kits.model import Bullets, Para, Steps
from accessible_kits.profile.paper import PRINTER_EDGE_MM
from accessible_kits.render.canvas import page_size
from accessible_kits.render.figures import figure_svg, pattern_defs
from accessible_kits.writers import File
from accessible_kits.writers.html_page import font_faces, html_page

# a list of this many items at most is kept whole on a printed page: poison corner's A match list broke
# after its first item, and the braille's print page change lines follow rules.pdf's pages (READER30 #22)
SHORT_LIST = 5
PRINT_MEASURE_EM = 26  # at most about 65 characters of Atkinson Hyperlegible a line (70 is the limit)


def css(profile, for_pdf: bool = False) -> str:
    """The rule card's style from the profile (font, sizes, colours, paper): for the screen, and
    the print rules WeasyPrint follows for rules.pdf (`for_pdf`: the installed font files)."""
    # The kit carries its font (fonts/), so the page looks the same on a machine without it.
    faces = font_faces(profile.font, for_pdf)
    family = f"'{profile.font}', sans-serif"
    w, h = page_size(profile.paper, "portrait")  # read, not played on: portrait, like the text pages
    # Print: a figure and its caption always fit one page together (the caption is never left
    # alone), and the text column stays at most 70 characters wide at every text size.
    line_mm = profile.text_size * profile.line_spacing * 25.4 / 72
    # The page number sits in the bottom margin, but never within 6.35 mm of the edge, where
    # printers clip: its line ends a quarter of the text size above that band (room for the
    # descenders past the leading), and the margin grows only when the line does not fit.
    number_floor = PRINTER_EDGE_MM + 0.25 * profile.text_mm
    bottom = max(profile.margin, number_floor + line_mm)
    fig_max = h - profile.margin - bottom - 2.5 * line_mm  # figures.fit_cells leaves 3 lines: this only stops extremes
    return f"""{faces}
html {{ font-family: {family}; font-size: {profile.text_size:g}pt; line-height: {profile.line_spacing:g};
  color: {profile.foreground}; background: {profile.background}; }}
body {{ max-width: 36em; margin: 1em auto; padding: 0 1em; }}
h1 {{ font-size: {profile.heading_size:g}pt; }}
h2 {{ font-size: {profile.heading_size * 0.85:g}pt; margin-top: 1.5em; }}
h3 {{ font-size: {profile.text_size:g}pt; }}
p, li {{ text-align: left; }}
li {{ margin-bottom: 0.4em; }}
ol.long {{ padding-left: 2.4em; }}
a {{ color: {profile.foreground}; }}
figure {{ margin: 1em 0; }}
figure svg {{ max-width: 100%; height: auto; }}
figcaption {{ font-weight: bold; }}
h2, h3 {{ break-after: avoid; }}
figure, li, ol.short, ul.short {{ break-inside: avoid; }}{KEYED if profile.braille else ""}
.figures {{ display: flex; flex-wrap: wrap; gap: 1em; }}
@page {{ size: {w:g}mm {h:g}mm; margin: {profile.margin:g}mm {profile.margin:g}mm {bottom:.2f}mm;
  @bottom-center {{ content: "Page " counter(page) " of " counter(pages); font-size: {profile.text_size:g}pt;
    line-height: {profile.line_spacing:g}; vertical-align: bottom; margin-bottom: {number_floor:.2f}mm; }} }}
@media print {{
  html {{ background: none; }}
  body {{ max-width: none; margin: 0; padding: 0; }}
  h1, h2, h3, p, li, figcaption {{ max-width: {PRINT_MEASURE_EM}em; }}
  figure svg {{ max-width: none; }}
  .figures {{ display: block; }}
  figure {{ break-inside: avoid; margin: 0.5em 0; }}
  figure svg {{ max-height: {fig_max:.1f}mm; width: auto; }}
  figcaption {{ break-before: avoid; }}
  nav a::after {{ content: ", page " target-counter(attr(href), page); }}
}}
"""


def block_key(section: int, block: int, part: int | str | None = None) -> str:
    """The id of a block of the rules (and of an item or figure in it), the same in the PDF's HTML
    and in the talking book, so a printed page's start can be found in both."""
    return f"b{section}-{block}" + ("" if part is None else f"-{part}")


def _block(
    block,
    n_fig: list,
    profile,
    metrics,
    *,
    for_pdf: bool = False,
    drawn: dict | None = None,
    place: tuple[int, int] | None = None,
) -> str:
    # In the PDF every block has an id (`place` is its section and block number): WeasyPrint makes
    # each a named destination, from which rules_pdf reads the block each printed page begins with.
    def at(part=None) -> str:
        return f' id="{block_key(*place, part)}"' if place else ""

    match block:
        case Para(text):
            return f"<p{at()}>{escape(text)}</p>"
        case Steps(items):
            return _ol("".join(f"<li{at(k)}>{escape(i)}</li>" for k, i in enumerate(items, 1)), len(items))
        case Bullets(items):
            short = ' class="short"' if len(items) <= SHORT_LIST else ""
            return f"<ul{short}>" + "".join(f"<li{at(k)}>{escape(i)}</li>" for k, i in enumerate(items, 1)) + "</ul>"
    ex = block.example
    figs = []
    for m, board in enumerate(ex.diagrams, 1):
        seen = (board.label, board.description)
        if for_pdf and drawn is not None and seen in drawn:
            # On paper a drawing already printed is not printed again: say where it is.
            figs.append(f"<p{at(f'f{m}')}>{escape(board.label)}: the same board as in {escape(drawn[seen])}.</p>")
            continue
        if drawn is not None:
            drawn.setdefault(seen, f"example {ex.number}")
        n_fig[0] += 1
        fid = f"fig{n_fig[0]}"
        # In the PDF each figure carries its own patterns: WeasyPrint draws each <svg> apart,
        # and a shared hidden <svg> would be tagged as an empty figure.
        svg = figure_svg(board, profile, metrics, fid, with_defs=for_pdf)
        fig = f"<figure{at(f'f{m}')}>{svg}<figcaption>{escape(board.label)}</figcaption></figure>"
        figs.append(_keyed(fig, board) if profile.braille else fig)
    steps = example_lists([(n, at(k), escape(line)) for k, (n, line) in enumerate(ex.numbered, 1)])
    return (
        f'<section class="example"><h3{at()}>{escape(ex.name)}</h3>{steps}'
        f'<div class="figures">{"".join(figs)}</div></section>'
    )


def _ol(items: str, n: int, start: int = 1) -> str:
    """A numbered list; one of ten items or more is set in further, so that "10." stays inside the
    margin at the largest text (its marker stood 4.9 mm from a printed page's edge). `start`: its first
    number, where it goes on after a note."""
    long = ' class="long"' if n >= 10 else ' class="short"' if n <= SHORT_LIST else ""
    first = f' start="{start}"' if start > 1 else ""
    return f"<ol{long}{first}>{items}</ol>"


def example_lists(steps: list[tuple[int, str, str]]) -> str:
    """An example's steps (Example.numbered: number, then a tag's attributes and its html) as numbered
    lists, a note between them (number 0) a paragraph of its own, the list after it numbered on."""
    out: list[str] = []
    items: list[str] = []
    start, last = 1, max((n for n, _, _ in steps), default=0)
    for n, attrs, html in steps:
        if n:
            start = start if items else n
            items.append(f"<li{attrs}>{html}</li>")
            continue
        if items:
            out.append(_ol("".join(items), last, start))
        out.append(f'<p class="note"{attrs}>{html}</p>')
        items = []
    if items:
        out.append(_ol("".join(items), last, start))
    return "".join(out)


KEYED = """
.keyed { break-inside: avoid; display: flex; flex-wrap: wrap; align-items: center; gap: 0 1em; }
.key { max-width: 22em; }
@media print { .keyed { display: block; } .key { max-width: none; margin-top: 0; } }"""
# a diagram and its key side by side on a screen where they fit; on paper the key under its caption


def _keyed(fig: str, board) -> str:
    """A diagram with its key beside it: each mark it shows, with its one meaning (a tactile kit's
    rules have no legend of their own before the examples, as the raised key says it by touch)."""
    from accessible_kits.render.drawers import legend

    words = legend([board])
    if not words:
        return fig
    return f'<div class="keyed">{fig}<p class="key">Key: {escape(" ".join(words))}</p></div>'


def rules_html(kit, profile, for_pdf: bool = False) -> str:
    """The rule card as one HTML page: title, tagline, contents and each section, the worked
    examples' diagrams inline; `for_pdf`: the page rules_pdf prints (every block with an id)."""
    metrics = Metrics(profile.font)
    n_fig = [0]
    drawn: dict = {}  # (label, words) of each diagram drawn -> the example it is in
    parts = []
    for i, sec in enumerate(kit.sections, 1):
        body = "".join(
            _block(b, n_fig, profile, metrics, for_pdf=for_pdf, drawn=drawn, place=(i, j) if for_pdf else None)
            for j, b in enumerate(sec.blocks, 1)
        )
        parts.append(
            f'<section aria-labelledby="{sec.id}"><h2 id="{sec.id}">{escape(sec.heading)}</h2>{body}</section>'
        )
    toc = "".join(f'<li><a href="#{s.id}">{escape(s.heading)}</a></li>' for s in kit.sections)
    title = f"{kit.title}: rules"
    defs = "" if for_pdf else pattern_defs(profile, metrics)
    body = (
        f"{defs}\n<main>\n<h1>{escape(title)}</h1>\n<p>{escape(kit.tagline.text)}</p>\n"
        f'<nav aria-label="Contents"><h2>Contents</h2><ul>{toc}</ul></nav>\n{"".join(parts)}\n</main>'
    )
    return html_page(title, css(profile, for_pdf), body)


def write(kit, profile, ctx) -> list[File]:
    """rules.html, and the font files (with their licence) it and the kit page use."""
    files = font_files(profile.font)
    out = [File("rules.html", rules_html(kit, profile).encode("utf-8"), "Rules, web page", "read")]
    out += [File(f"fonts/{path.name}", path.read_bytes()) for path in sorted(set(files.values()))]
    licence = files["regular"].parent.parent / "LICENSE"  # the OFL travels with the font files
    if licence.exists():
        out.append(File("fonts/LICENSE.txt", licence.read_bytes()))
    return out
