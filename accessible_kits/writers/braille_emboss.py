"""The transcriber's notes the braille rules add at the end of "Before you play", for a host who
prepares the kit from the braille: what the print leaves to the kit page or to print alone.

- How many braille pages each file to emboss has, the rules' own too (a braille reader cannot
  read the kit page, index.html, READER29 #12). The counts are the pages of the volumes this
  build lays out (writers.braille_volumes): the other files are laid out first; the rules are
  laid out with their count in place, again until the count they state is the count they have
  (counted).
- The host key in braille (host-key/host-key.brf), its pages, and that it is kept apart from
  the players' files, as the print host key is.
- The checklist, kit.pdf's first page, is print only: the section itself is the checklist in
  braille, since the checklist says the same items short (compose/preparation.py writes both);
  the tools and paper for the table are in "What you need", named there.
"""

from __future__ import annotations

from accessible_kits.model import BRAILLE_HOST_FILE, BRAILLE_RULES_FILE

SECTION = "before"  # the id of the rules' "Before you play" section (compose/preparation.before_you_play)
NEED = "need"  # the id of the rules' "What you need" section (compose/__init__.py)


def pages_said(n: int) -> str:
    """'1 braille page', '3 braille pages'."""
    return f"{n} braille page{'' if n == 1 else 's'}"


def emboss_notes(kit, counts: dict[str, int]) -> list[str]:
    """The notes' words, one note a topic: the pages of each file the preparation plan embosses
    for the players, the host key's braille file, and where the checklist is.
    `counts`: each braille file's name in the kit and its pages as laid out."""
    prep = kit.preparation
    heading = next((sec.heading for sec in kit.sections if sec.id == SECTION), "")
    if prep is None or not heading:
        return []
    files = [e.file for e in prep.braille if e.file in counts]
    # every volume begins with its title page, numbered t1 (braille_pages.volume): "39 braille pages" beside
    # the title page's "the rules, pages 1 through 36" held a reader until they added the t pages (READER34 #13)
    t_pages = " Each count includes the pages at the start, numbered with a t, like t1."
    out = [" ".join(f"{f} has {pages_said(counts[f])}." for f in files) + t_pages] if files else []
    if BRAILLE_HOST_FILE in counts:
        out.append(
            f"The host key is in braille too: {BRAILLE_HOST_FILE}. It has {pages_said(counts[BRAILLE_HOST_FILE])}. "
            "Emboss it on its own. Keep it away from the players."
        )
    checklist = prep.of("checklist")
    if checklist:
        run = checklist[0]
        # "it holds all its items" was read as every item of the kit: the putty, the pen and the scissors
        # were missing from it (READER26 #8); the checklist is what to print and make ready, and the rest
        # is the rules' own list of what the match needs
        need = next((sec.heading for sec in kit.sections if sec.id == NEED), "")
        rest = f" The part called {need} lists what else the match needs." if need else ""
        out.append(
            f"The checklist, page {run.first} of {run.file}, is in print only. "
            f"In braille, use this section, {heading}, as the checklist of what to print and make ready.{rest}"
        )
    return out


def with_notes(blocks: list[tuple[str, str, str]], notes: list[str]) -> list[tuple[str, str, str]]:
    """The rules' blocks with `notes` at the end of "Before you play" (before the next heading);
    unchanged when the rules have no such section."""
    start = next((b for b, (kind, _, key) in enumerate(blocks) if kind == "heading" and key == SECTION), None)
    if start is None or not notes:
        return blocks
    end = next((b for b in range(start + 1, len(blocks)) if blocks[b][0] == "heading"), len(blocks))
    return [*blocks[:end], *[("note", note, "") for note in notes], *blocks[end:]]


TRIES = 4  # layouts of the rules, at most, to find the count they state of their own pages


def counted(lay, blocks, kit, counts: dict[str, int]):
    """The rules' volume, laid out by `lay` (blocks -> Volume) with the notes, which state every
    braille file's pages, the rules' own among them (`counts`: the other files'). A count in the
    notes can change the rules' length, so the rules are laid out again with the count they gave,
    until the two agree. Where none agrees in TRIES layouts, the note on the rules' own pages is
    left out (their title page still gives them): never a count that is not true."""
    n = len(lay(with_notes(blocks, emboss_notes(kit, counts))).pages)  # the others' counts alone: a first guess
    for _ in range(TRIES):
        volume = lay(with_notes(blocks, emboss_notes(kit, {**counts, BRAILLE_RULES_FILE: n})))
        if len(volume.pages) == n:
            return volume
        n = len(volume.pages)
    return lay(with_notes(blocks, emboss_notes(kit, counts)))
