"""rules.html: the rule card as semantic HTML, examples drawn inline as accessible SVG.

The same HTML, with print CSS, is what rules_pdf turns into the tagged rules.pdf.
"""

from __future__ import annotations

from html import escape

from accessible_kits.fonts import Metrics, font_files
from accessible_kits.model import Bullets, Para, Steps
from accessible_kits.render.figures import figure_svg, pattern_defs
from accessible_kits.writers.html_page import font_faces, html_page


def css(profile, for_pdf: bool = False) -> str:
    # The kit carries its font (fonts/), so the page looks the same on a machine without it.
    faces = font_faces(profile.font, for_pdf)
    family = f"'{profile.font}', sans-serif"
    w, h = profile.page_mm
    return f"""{faces}
html {{ font-family: {family}; font-size: {profile.text_pt:g}pt; line-height: {profile.line_spacing:g};
  color: {profile.foreground}; background: {profile.background}; }}
body {{ max-width: 36em; margin: 1em auto; padding: 0 1em; }}
h1 {{ font-size: {profile.heading_pt:g}pt; }}
h2 {{ font-size: {profile.heading_pt * 0.85:g}pt; margin-top: 1.5em; }}
h3 {{ font-size: {profile.text_pt:g}pt; }}
p, li {{ text-align: left; }}
li {{ margin-bottom: 0.4em; }}
a {{ color: {profile.foreground}; }}
figure {{ margin: 1em 0; }}
figure svg {{ max-width: 100%; height: auto; }}
figcaption {{ font-weight: bold; }}
h2, h3 {{ break-after: avoid; }}
figure, li {{ break-inside: avoid; }}
.figures {{ display: flex; flex-wrap: wrap; gap: 1em; }}
@page {{ size: {w:g}mm {h:g}mm; margin: {profile.margin_mm:g}mm; }}
@media print {{ body {{ max-width: none; margin: 0; padding: 0; }} }}
"""


def _block(block, n_fig: list, profile, metrics) -> str:
    match block:
        case Para(text):
            return f"<p>{escape(text)}</p>"
        case Steps(items):
            return "<ol>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ol>"
        case Bullets(items):
            return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"
    ex = block.example
    figs = []
    for board in ex.diagrams:
        n_fig[0] += 1
        fid = f"fig{n_fig[0]}"
        figs.append(f"<figure>{figure_svg(board, profile, metrics, fid)}<figcaption>{escape(board.label)}</figcaption></figure>")
    steps = "".join(f"<li>{escape(line)}</li>" for line in ex.lines)
    return (f"<section class=\"example\"><h3>Example: {escape(ex.title)}</h3><ol>{steps}</ol>"
            f"<div class=\"figures\">{''.join(figs)}</div></section>")


def rules_html(kit, profile, for_pdf: bool = False) -> str:
    metrics = Metrics(profile.font)
    n_fig = [0]
    parts = []
    for sec in kit.sections:
        body = "".join(_block(b, n_fig, profile, metrics) for b in sec.blocks)
        parts.append(f'<section aria-labelledby="{sec.id}"><h2 id="{sec.id}">{escape(sec.heading)}</h2>{body}</section>')
    toc = "".join(f'<li><a href="#{s.id}">{escape(s.heading)}</a></li>' for s in kit.sections)
    title = f"{kit.title}: rules"
    body = (f"{pattern_defs(profile, metrics)}\n<main>\n<h1>{escape(title)}</h1>\n<p>{escape(kit.tagline)}</p>\n"
            f'<nav aria-label="Contents"><h2>Contents</h2><ul>{toc}</ul></nav>\n{"".join(parts)}\n</main>')
    return html_page(title, css(profile, for_pdf), body)


def write(kit, profile, ctx) -> dict[str, bytes]:
    files = font_files(profile.font)
    fonts = {f"fonts/{path.name}": path.read_bytes() for path in set(files.values())}
    licence = files["regular"].parent.parent / "LICENSE"  # the OFL travels with the font files
    if licence.exists():
        fonts["fonts/LICENSE.txt"] = licence.read_bytes()
    return {"rules.html": rules_html(kit, profile).encode("utf-8"), **fonts}
