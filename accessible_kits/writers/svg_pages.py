"""Every printed page as its own SVG file (millimetre units, with title and description).

Each file carries its font, so it looks the same where the font is not installed: the
glyphs it uses as outlines (librsvg and Inkscape ignore @font-face), and a WOFF2 subset in
an @font-face for browsers. The text stays text, drawn clear on top of its outlines, so it
can be selected, searched and read by a screen reader.
"""

from __future__ import annotations

import base64
import functools
import io
import xml.etree.ElementTree as ET

from accessible_kits.writers import File

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"


def write(kit, profile, ctx) -> list[File]:
    """pages/<page>.svg and host-key/<page>.svg: every printed page, its font embedded as a subset and as outlines."""
    from accessible_kits.fonts import font_files
    from accessible_kits.versions import render_key

    files = font_files(profile.font)
    pages = ctx.pages()
    # One font subset for the whole kit, holding every character of every page: made twice
    # (regular, bold) instead of twice a page, and kept in the cache.
    used: dict[str, set] = {"regular": set(), "bold": set()}
    for page in pages:
        for style, chars in _characters(page.svg).items():
            used[style] |= chars
    key = render_key(profile)
    faces = "".join(
        _face(profile.font, style, _subset(ctx.options, str(files[style]), chars, key))
        for style, chars in used.items()
        if chars
    )
    out = []
    for page in pages:
        data = self_contained(page.svg, files, faces).encode("utf-8")
        if page.for_host:
            out.append(
                File(f"host-key/{page.id}.svg", data, "Host key, page (SVG)", "host", description=page.description)
            )
        else:
            label = "Page " + page.id.replace("-", " ") + " (SVG)"
            out.append(File(f"pages/{page.id}.svg", data, label, "print", description=page.description))
    return out


def standalone(svg: str, family: str) -> str:
    """One page on its own (the studio's preview), with a font subset of just its characters."""
    from accessible_kits.fonts import font_files

    files = font_files(family)
    faces = "".join(
        _face(family, style, _woff2(str(files[style]), "".join(sorted(chars))))
        for style, chars in _characters(svg).items()
        if chars
    )
    return self_contained(svg, files, faces)


def _face(family: str, style: str, woff2_base64: str) -> str:
    return (
        f"@font-face {{ font-family: '{family}'; font-weight: {700 if style == 'bold' else 400}; "
        f"src: url(data:font/woff2;base64,{woff2_base64}) format('woff2'); }}"
    )


def _characters(svg: str) -> dict[str, set]:
    """The characters each weight of the font draws on a page."""
    used: dict[str, set] = {"regular": set(), "bold": set()}
    for text in ET.fromstring(svg).iter(f"{{{SVG}}}text"):
        used["bold" if text.get("font-weight") == "bold" else "regular"].update(text.text or "")
    return used


def _subset(options, path: str, chars: set, key: tuple) -> str:
    """A WOFF2 subset through the cache: a kit drawn again with the same characters reuses it."""
    from accessible_kits.cache import memo

    text = "".join(sorted(chars))
    return memo(options, ("woff2", path, text, *key), lambda: _woff2(path, text).encode("ascii")).decode("ascii")


@functools.cache
def _font(path: str):
    """(TTFont, cmap, glyph set, units per em), read once per process."""
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    return font, font.getBestCmap(), font.getGlyphSet(), font["head"].unitsPerEm


@functools.cache
def _outline(path: str, glyph: str) -> str:
    from fontTools.pens.svgPathPen import SVGPathPen

    _, _, glyphs, _ = _font(path)
    pen = SVGPathPen(glyphs)
    glyphs[glyph].draw(pen)
    return pen.getCommands()


def _woff2(path: str, text: str) -> str:
    """A WOFF2 subset of the font holding the characters of `text`, base64 for a data: URL."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(path, recalcTimestamp=False)
    options = subset.Options()
    options.flavor = "woff2"
    # No kerning or ligatures: the outlines are placed by advance widths alone, so the clear
    # text over them must be too; and no hinting, which an SVG never uses. Half the size, twice as fast.
    options.layout_features = []
    options.drop_tables += ["GSUB", "GPOS", "GDEF"]
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    buf = io.BytesIO()
    font.flavor = "woff2"
    font.save(buf)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def self_contained(svg: str, files, faces: str) -> str:
    """The page with its text also drawn as glyph outlines, and the kit's font subset (`faces`,
    @font-face rules) embedded."""
    ET.register_namespace("", SVG)
    ET.register_namespace("xlink", XLINK)
    root = ET.fromstring(svg)
    parents = {child: parent for parent in root.iter() for child in parent}
    defs = ET.Element(f"{{{SVG}}}defs")
    defined: set[str] = set()
    for text in list(root.iter(f"{{{SVG}}}text")):
        s = text.text or ""
        style = "bold" if text.get("font-weight") == "bold" else "regular"
        path = str(files[style])
        font, cmap, glyphs, upem = _font(path)
        size = float(text.attrib["font-size"])
        names = [cmap.get(ord(ch), ".notdef") for ch in s]
        advance = sum(glyphs[n].width for n in names)
        x, y = float(text.attrib["x"]), float(text.attrib["y"])
        x -= {"middle": advance / 2, "end": advance}.get(text.get("text-anchor", "start"), 0) * size / upem
        scale = f"scale({size / upem:.6f} {-size / upem:.6f})"
        g = ET.Element(
            f"{{{SVG}}}g",
            {
                "aria-hidden": "true",
                "fill": text.get("fill", "#000"),
                "transform": f"translate({x:.3f} {y:.3f}) {scale}",
            },
        )
        pen_x = 0
        for name in names:
            gid = f"glyph-{style[0]}-{font.getGlyphID(name)}"
            if gid not in defined:
                ET.SubElement(defs, f"{{{SVG}}}path", {"id": gid, "d": _outline(path, name)})
                defined.add(gid)
            ET.SubElement(g, f"{{{SVG}}}use", {f"{{{XLINK}}}href": f"#{gid}", "x": str(pen_x)})
            pen_x += glyphs[name].width
        parent = parents[text]
        parent.insert(list(parent).index(text), g)
        text.set("fill-opacity", "0")  # still text: selectable and read aloud, its outlines show it
    if faces:
        css = ET.Element(f"{{{SVG}}}style")
        css.text = faces
        defs.insert(0, css)
    first = next((i for i, el in enumerate(root) if el.tag not in (f"{{{SVG}}}title", f"{{{SVG}}}desc")), len(root))
    root.insert(first, defs)
    return ET.tostring(root, encoding="unicode")
