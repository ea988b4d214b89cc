"""The HTML document shell shared by the rule card, the kit page and the index of kits."""

from __future__ import annotations

from html import escape
from pathlib import Path

HOUSE_FONT = "Atkinson Hyperlegible"  # the typeface of the index of kits, and of kits by default

# The house style of the kit page and the index of kits: large text, visible focus, big targets.
CSS = (
    """
body { font-family: '"""
    + HOUSE_FONT
    + """', Verdana, sans-serif; font-size: 1.25rem; line-height: 1.5;
  max-width: 48rem; margin: 1rem auto; padding: 0 1rem; color: #000; background: #fff; }
a { color: #0b3d91; }
a:focus, button:focus, audio:focus { outline: 3px solid #000; outline-offset: 2px; }
ul { padding-left: 1.5rem; }
li { margin: 0.4rem 0; }
.previews { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
.previews img { max-width: 12rem; height: auto; border: 1px solid #000; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: 0.3rem 0.8rem; margin: 0.2rem 0;
  border: 2px solid #000; background: #fff; color: #000; }
audio { width: 100%; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.3rem 0.8rem; border: 1px solid #000; }
@media (forced-colors: active) { .previews img { border-color: CanvasText; } button { border-color: ButtonText; } }
"""
)


def font_faces(family: str, for_pdf: bool = False, folder: str = "fonts/") -> str:
    """@font-face rules for the profile's font: the copy in the kit's fonts/ folder for pages
    (`folder`: where that folder is from the page), the installed file for WeasyPrint."""
    return "".join(
        f"@font-face {{ font-family: '{family}'; src: url('{path.as_uri() if for_pdf else folder + path.name}'); "
        f"font-weight: {weight}; }}"
        for weight, path in font_weights(family)
    )


def font_weights(family: str) -> tuple[tuple[int, Path], ...]:
    """The installed files of a font, regular (400) and bold (700): the ones a kit ships in fonts/."""
    from accessible_kits.fonts import font_files

    files = font_files(family)
    return (400, files["regular"]), (700, files["bold"])


def html_page(title: str, style: str, body: str, script: str = "") -> str:
    """An HTML5 document in English with a viewport, its title, its style sheet, body and script."""
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<style>{style}</style>
</head>
<body>
{body}
{script}</body>
</html>
"""
