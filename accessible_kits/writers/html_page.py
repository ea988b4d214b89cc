"""The HTML document shell shared by the rule card, the kit page and the index of kits."""

from __future__ import annotations

from html import escape


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
