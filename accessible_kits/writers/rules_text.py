"""rules.txt, summary.txt and host-key/host-key.txt: plain UTF-8 for screen readers and braille displays.

No tables, drawings or decorative characters; headings on their own lines;
numbered steps; lines of at most 70 characters.
"""

from __future__ import annotations

import re
import textwrap

from accessible_kits.model import Bullets, ExampleBlock, Para, Steps
from accessible_kits.writers import File

WIDTH = 70
# A number that ends a sentence ("starts round 1.") stays on the line of the word before it: at a
# line's start it reads as a numbered step ("1. The other starts round 2.", a round-16 card).
_ENDING_NUMBER = re.compile(r" (\d+\.)(?= |$)")
_KEEP = "\u00a0"  # textwrap breaks only at ASCII white space


def _wrap(text: str, lead: str = "") -> list[str]:
    lines = textwrap.wrap(
        _ENDING_NUMBER.sub(_KEEP + r"\1", text),
        WIDTH,
        initial_indent=lead,
        subsequent_indent=" " * len(lead),
        break_long_words=False,
        break_on_hyphens=False,
    )
    return [line.replace(_KEEP, " ") for line in lines]


def _block(block) -> list[str]:
    """One block's lines: a paragraph wrapped, steps numbered, items with a dash."""
    match block:
        case Para(text):
            return _wrap(text)
        case Steps(items):
            return [line for i, item in enumerate(items, 1) for line in _wrap(item, f"{i}. ")]
        case Bullets(items):
            return [line for item in items for line in _wrap(item, "- ")]
        case ExampleBlock(ex):
            # a note (number 0) unnumbered, between the steps
            return [ex.name] + [line for i, item in ex.numbered for line in _wrap(item, f"{i}. " if i else "")]
    return []


def render_sections(title: str, intro: list[str], sections) -> str:
    """A title, its introduction and sections as plain text: headings on lines of their own,
    a blank line after each block."""
    lines = [title, ""]
    for para in intro:
        lines += _wrap(para) + [""]
    for sec in sections:
        lines += [sec.heading, ""]
        for block in sec.blocks:
            lines += _block(block) + [""]
    return "\n".join(lines).rstrip() + "\n"


def rules_text(kit) -> str:
    """rules.txt: the title, the tagline and every section of the rules."""
    return render_sections(kit.title, [kit.tagline.text], kit.sections)


def summary_text(kit) -> str:
    """summary.txt: the quick reference."""
    return render_sections(f"{kit.title}: quick reference", [], kit.summary)


def host_text(kit) -> str:
    """host-key.txt: the host's answers, in a folder of its own to keep from the players."""
    return render_sections(f"{kit.title}: host key", [], kit.host_key)


def write(kit, profile, ctx) -> list[File]:
    """The rules, the quick reference and the host key as plain text."""
    return [
        File("rules.txt", rules_text(kit).encode("utf-8"), "Rules, plain text", "read"),
        File("summary.txt", summary_text(kit).encode("utf-8"), "Quick reference, plain text", "read"),
        File("host-key/host-key.txt", host_text(kit).encode("utf-8"), "Host key, plain text", "host"),
    ]
