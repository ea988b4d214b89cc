"""The HTML document shell shared by the rule card, the kit page and the index of kits."""

from __future__ import annotations

from html import escape


def font_faces(family: str, for_pdf: bool = False) -> str:
    """@font-face rules for the profile's font: the copy in the kit's fonts/ folder for pages,
    the installed file for WeasyPrint."""
    from accessible_kits.fonts import font_files

    files = font_files(family)
    return "".join(
        f"@font-face {{ font-family: '{family}'; src: url('{path.as_uri() if for_pdf else 'fonts/' + path.name}'); "
        f"font-weight: {weight}; }}"
        for weight, path in ((400, files["regular"]), (700, files["bold"]))
    )


def html_page(title: str, style: str, body: str, script: str = "") -> str:
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
