"""rules.txt, summary.txt and host-key/host-key.txt: plain UTF-8 for screen readers and braille displays.

No tables, drawings or decorative characters; headings on their own lines;
numbered steps; lines of at most 70 characters.
"""

from __future__ import annotations

import textwrap

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
            if block.kind == "para":
                lines += _wrap(block.text)
            elif block.kind == "steps":
                for i, item in enumerate(block.items, 1):
                    lines += _wrap(item, f"{i}. ")
            elif block.kind == "list":
                for item in block.items:
                    lines += _wrap(item, "- ")
            elif block.kind == "example":
                ex = block.example
                lines += [f"Example: {ex.title}"]
                for i, item in enumerate(ex.lines, 1):
                    lines += _wrap(item, f"{i}. ")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def rules_text(kit) -> str:
    return render_sections(kit.title, [kit.tagline], kit.sections)


def summary_text(kit) -> str:
    return render_sections(f"{kit.title}: quick reference", [], kit.summary)


def host_text(kit) -> str:
    return render_sections(f"{kit.title}: host key", [], kit.host_key)


def write(kit, profile, ctx) -> dict[str, bytes]:
    return {
        "rules.txt": rules_text(kit).encode("utf-8"),
        "summary.txt": summary_text(kit).encode("utf-8"),
        "host-key/host-key.txt": host_text(kit).encode("utf-8"),
    }
