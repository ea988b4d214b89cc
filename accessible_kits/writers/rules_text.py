"""rules.txt, summary.txt and host-key/host-key.txt: plain UTF-8 for screen readers and braille displays.

No tables, drawings or decorative characters; headings on their own lines;
numbered steps; lines of at most 70 characters.
"""

from __future__ import annotations

import textwrap

from accessible_kits.model import Bullets, ExampleBlock, Para, Steps
from accessible_kits.writers import File

WIDTH = 70


def _wrap(text: str, lead: str = "") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=lead, subsequent_indent=" " * len(lead),
                         break_long_words=False, break_on_hyphens=False)


def render_sections(title: str, intro: list[str], sections) -> str:
    lines = [title, ""]
    for para in intro:
        lines += _wrap(para) + [""]
    for sec in sections:
        lines += [sec.heading, ""]
        for block in sec.blocks:
            match block:
                case Para(text):
                    lines += _wrap(text)
                case Steps(items):
                    for i, item in enumerate(items, 1):
                        lines += _wrap(item, f"{i}. ")
                case Bullets(items):
                    for item in items:
                        lines += _wrap(item, "- ")
                case ExampleBlock(ex):
                    lines += [f"Example: {ex.title}"]
                    for i, item in enumerate(ex.lines, 1):
                        lines += _wrap(item, f"{i}. ")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def rules_text(kit) -> str:
    return render_sections(kit.title, [kit.tagline.text], kit.sections)


def summary_text(kit) -> str:
    return render_sections(f"{kit.title}: quick reference", [], kit.summary)


def host_text(kit) -> str:
    return render_sections(f"{kit.title}: host key", [], kit.host_key)


def write(kit, profile, ctx) -> list[File]:
    return [
        File("rules.txt", rules_text(kit).encode("utf-8"), "Rules, plain text", "read"),
        File("summary.txt", summary_text(kit).encode("utf-8"), "Quick reference, plain text", "read"),
        File("host-key/host-key.txt", host_text(kit).encode("utf-8"), "Host key, plain text", "host"),
    ]
