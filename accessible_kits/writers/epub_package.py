"""rules.epub's package document (the OPF: identifier, accessibility metadata, manifest, spine,
media overlay durations) and the zip container around the book.

Deterministic: a fixed identifier (from the game and profile), a fixed modified date, zip
entries in a fixed order with a fixed timestamp, mimetype first and stored. The documents and
their media overlays are writers/epub.py's.
"""

from __future__ import annotations

import uuid
from html import escape

MODIFIED = "2026-01-01T00:00:00Z"
ZIP_TIME = (2026, 1, 1, 0, 0, 0)
ACTIVE = "-epub-media-overlay-active"  # the class a reading app gives the sentence being spoken
CONFORMS = "EPUB Accessibility 1.1 - WCAG 2.2 Level AA"


def _clock(t: float) -> str:
    """Seconds as a SMIL clock value (h:mm:ss.fff), as media:duration wants them."""
    ms = round(t * 1000)
    h, rem = divmod(ms, 3_600_000)
    m, rem = divmod(rem, 60_000)
    return f"{h}:{m:02d}:{rem // 1000:02d}.{rem % 1000:03d}"


def package_opf(kit, profile, docs, *, title: str, files, durations: dict[str, float], paged: bool) -> str:
    """The package document: the book's identifier (fixed by game and profile), its accessibility
    metadata, the manifest (the documents, their overlays and the audio among `files`), the spine
    of `docs` in reading order, and the overlays' durations (a document's name -> seconds)."""
    uid = uuid.uuid5(uuid.NAMESPACE_URL, f"accessible-kits:{kit.game_id}:{profile.id}:rules.epub")
    items, spine = [], []
    items.append('<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>')
    items.append('<item id="css" href="rules.css" media-type="text/css"/>')
    for d in docs:
        did = d.name[:-6]
        props = ' properties="svg"' if d.has_svg else ""
        mo = f' media-overlay="mo-{did}"' if d.name in durations else ""
        items.append(f'<item id="{did}" href="{d.name}" media-type="application/xhtml+xml"{props}{mo}/>')
        if mo:
            items.append(f'<item id="mo-{did}" href="smil/{did}.smil" media-type="application/smil+xml"/>')
        spine.append(f'<itemref idref="{did}"/>')
    spine.append('<itemref idref="nav" linear="no"/>')
    for name in sorted(files):
        if name.startswith("audio/"):
            items.append(f'<item id="a-{name[6:-4]}" href="{name}" media-type="audio/mpeg"/>')
    audio = bool(durations)
    modes = ["textual", "visual"] + (["auditory"] if audio else [])
    features = (
        ["structuralNavigation", "tableOfContents", "readingOrder", "alternativeText", "displayTransformability"]
        + (["synchronizedAudioText"] if audio else [])
        + (["pageNavigation", "printPageNumbers"] if paged else [])
    )
    summary = (
        "The rules of the game as text, with headings and a table of contents. "
        "Every board and example figure has a text description. "
        + (
            "The spoken rules are synchronised with the text: a reading app can read aloud and highlight "
            "each sentence, and move by sentence and section. "
            if audio
            else ""
        )
        + "There are no flashing images and no sounds that play by themselves."
    )
    meta = [
        f'<dc:identifier id="uid">urn:uuid:{uid}</dc:identifier>',
        f"<dc:title>{escape(title)}</dc:title>",
        "<dc:language>en</dc:language>",
        "<dc:creator>accessible-kits</dc:creator>",
        f'<meta property="dcterms:modified">{MODIFIED}</meta>',
        *(f'<meta property="schema:accessMode">{m}</meta>' for m in modes),
        '<meta property="schema:accessModeSufficient">textual</meta>',
        '<meta property="schema:accessModeSufficient">textual,visual</meta>',
        *(f'<meta property="schema:accessibilityFeature">{f}</meta>' for f in features),
        '<meta property="schema:accessibilityHazard">none</meta>',
        f'<meta property="schema:accessibilitySummary">{escape(summary)}</meta>',
        f'<meta property="dcterms:conformsTo">{CONFORMS}</meta>',
        '<meta property="a11y:certifiedBy">accessible-kits, checked with EPUBCheck and Ace by DAISY</meta>',
    ]
    if paged:  # the page list follows the printed rule card, rules.pdf in the same kit
        meta += [
            f'<dc:source id="print">urn:accessible-kits:{kit.game_id}:{profile.id}:rules.pdf</dc:source>',
            '<meta refines="#print" property="source-of">pagination</meta>',
        ]
    if audio:
        meta.append(f'<meta property="media:active-class">{ACTIVE}</meta>')
        for d in docs:
            if d.name in durations:
                meta.append(
                    f'<meta property="media:duration" refines="#mo-{d.name[:-6]}">{_clock(durations[d.name])}</meta>'
                )
        meta.append(f'<meta property="media:duration">{_clock(sum(durations.values()))}</meta>')
    nl = "\n  "
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">\n'
        f'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n  {nl.join(meta)}\n</metadata>\n'
        f"<manifest>\n  {nl.join(items)}\n</manifest>\n<spine>\n  {nl.join(spine)}\n</spine>\n</package>\n"
    )


def container(files: dict[str, bytes]) -> bytes:
    """The EPUB's zip: mimetype first and stored, the container file, then `files` under EPUB/
    in sorted order, each with the same timestamp, so the same book gives the same bytes."""
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:

        def add(name, data, method):
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type, info.create_system, info.external_attr = method, 3, 0o644 << 16
            z.writestr(info, data, compresslevel=9 if method == zipfile.ZIP_DEFLATED else None)

        add("mimetype", b"application/epub+zip", zipfile.ZIP_STORED)  # first and stored, as EPUB requires
        add(
            "META-INF/container.xml",
            b'<?xml version="1.0" encoding="UTF-8"?>\n'
            b'<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
            b'<rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>'
            b"</rootfiles></container>\n",
            zipfile.ZIP_DEFLATED,
        )
        for name in sorted(files):
            # MP3 is compressed already: stored, it costs no time to pack or to play
            add(f"EPUB/{name}", files[name], zipfile.ZIP_STORED if name.endswith(".mp3") else zipfile.ZIP_DEFLATED)
    return buf.getvalue()
