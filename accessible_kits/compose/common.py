"""Sections every kit shares: printing, playing with a scribe, the match, the host key note."""

from __future__ import annotations

import re

from accessible_kits.model import Block, Column, RecordSheet, Section, Segment


def para(text: str) -> Block:
    return Block("para", text=text)


def steps(*items: str) -> Block:
    return Block("steps", items=items)


def bullets(*items: str) -> Block:
    return Block("list", items=items)


def section(id: str, heading: str, *blocks: Block) -> Section:
    return Section(id, heading, tuple(blocks))


def scribe_section(readback: str) -> Section:
    return section(
        "scribe", "Playing with a scribe",
        para("A scribe is a partner who marks the sheet for a player."),
        para("Any player may use a scribe. The scribe never gives advice."),
        steps(
            "The player says the move out loud.",
            "The scribe says the move back.",
            "The player says yes, or says the move again.",
            "The scribe marks the sheet.",
            readback,
        ),
        para("The scribe can also write each move on the record sheet."),
    )


def match_section(fresh: str, extra: tuple[str, ...] = ()) -> Section:
    return section(
        "match", "A match",
        steps(
            f"Play two rounds. Use {fresh} for each round.",
            "In the second round, the other player goes first.",
            "Each win earns one point.",
        ),
        para("If each player wins one round, the match is shared."),
        *(para(t) for t in extra),
    )


def print_section() -> Section:
    return section(
        "printing", "Printing the sheets",
        bullets(
            "Print at 100 %. Some printers call this actual size.",
            "Turn off page headers and footers in the print window.",
            "Use matt white or cream paper. It has less glare.",
            "Check the scale bar on each sheet with a ruler.",
        ),
        para("The host key has its own file. Keep it away from the players."),
    )


def say(*texts: str) -> list[Segment]:
    """One segment a sentence: each is a caption cue, and the pauses fall between them."""
    return [Segment("say", s) for text in texts for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def pause(kind: str = "step") -> list[Segment]:
    return [Segment("pause", pause=kind)]


def chapter(title: str) -> list[Segment]:
    return [Segment("chapter", title)]


def scribe_script(readback: str) -> list[Segment]:
    return (
        chapter("Playing with a scribe")
        + say("You can play with a scribe.", "A scribe marks the sheet for you.")
        + pause()
        + say("First, say your move out loud.")
        + pause()
        + say("Your scribe says the move back to you.")
        + pause()
        + say("If it is right, say yes.", "Then your scribe marks the sheet.")
        + pause("act")
        + say(readback)
        + pause()
    )


def match_script(fresh: str) -> list[Segment]:
    return (
        chapter("The match")
        + say("A match has two rounds.", f"Use {fresh} for each round.")
        + pause()
        + say("In round two, the other player goes first.", "Each win earns one point.")
        + pause()
        + say("If you each win one round, you share the match.", "Have fun.")
    )


HOST_NOTE = "These are the answers for the host. Keep this page away from the players."


def match_record(points: str) -> RecordSheet:
    return RecordSheet(
        "match", "Match record",
        "Write one round on each row. A win earns one point.",
        (Column("Round", 0.8, "1 or 2"), Column("Who started", 2.0, "name"),
         Column("Winner", 2.0, "name"), Column("Points", 1.2, points)),
        2,
        ("Match result: one win each is a shared match.",),
    )


def summary_sections(goal: str, turn: str, not_allowed: str, ending: str) -> tuple[Section, ...]:
    """The quick reminder: the same four headings for every game."""
    return (
        section("goal", "Goal", para(goal)),
        section("turn", "A turn", para(turn)),
        section("not-allowed", "Not allowed", para(not_allowed)),
        section("ending", "The end", para(ending)),
    )
