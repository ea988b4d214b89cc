"""A kit's work as tasks for the build's pool, so two cores share three kits evenly.

Each kit is five tasks (the functions below), each run in a worker of its own by
workers.Scheduler, the costliest ready task first:

- `compose_kit`: load the game and profile, plan and compose the kit, draw its pages;
- `make_sound`: a part of the recordings of its spoken scripts (writers/recording.py), a run of
  their pieces: the sound is about three quarters of a kit's time, so it starts as soon as the kit
  is composed; in a build of fewer kits than workers, with the cache, it is cut into parts
  (writers.recording.sound_parts), so that one kit's sound does not run on one core while the other waits;
- `print_files`: the printed pages' files (SVG, the PDFs, the previews, the 3D models);
- `doc_files`: the documents that need no sound (text, web page, rule card, braille, records);
- `finish_kit`, when all of a kit's parts are in: the recordings joined from the sound's parts,
  the writers that need the sound (the spoken
  files: MP3 chapters, captions, SSML; the talking EPUB), then the kit page, the manifest
  and the files written into the work folder.

The products travel between processes pickled, as the pool's arguments and results, except the
sound's pieces (most of a kit's tens of MB, all MP3): a worker writes them to a file of the work
folder's temporary folder (Spilled), which the kit's finish task reads, so they never pass through
the main process, a worker idle while they do. Nothing of a kit lies in the work folder's kits until
its last task writes it whole; a killed or failed build leaves nothing to tidy but the work folder.
A writer's task is the one that holds what it reads (PRINT_WRITERS, SOUND_WRITERS, the rest in the
documents'): a writer that asks for a product its task lacks fails (pipeline.MissingProduct), never
makes it a second time.

With one job the same tasks run in this process, kit after kit. `LOG` (and the file that
$ACCESSIBLE_KITS_TASK_LOG names, a JSON line a task, for the benchmark and the fault tests) says
what each task took.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from accessible_kits.errors import DoesNotFit
from accessible_kits.manifest import manifest
from accessible_kits.options import BuildOptions
from accessible_kits.process import return_freed_memory
from accessible_kits.publish import write_files
from accessible_kits.workers import Task

if TYPE_CHECKING:
    from accessible_kits.plan import Plan
    from accessible_kits.writers import File

MAX_SHEETS = 80  # printed sheets in one kit; more means a board too big to serve

PRINT_WRITERS = frozenset({"svg-pages", "print-pdf", "raised-only", "models-3d", "previews"})
SOUND_WRITERS = frozenset({"spoken", "epub"})  # they read the recordings: the kit's last task runs them
RECORDING = "the recordings of the spoken rules"  # the sound task, in the studio's progress

# Modules the tasks use, imported once in the fork server the workers are forked from (tasks.preload,
# fork_server.py), never once a kit.
HEAVY = (
    "numpy",
    "cairosvg",
    "fontTools.subset",
    "weasyprint",
    "mutagen.id3",
    "accessible_kits.plan",
    "accessible_kits.pdf_tags",
    "accessible_kits.compose",
    "accessible_kits.render.pages",
    "accessible_kits.audio.chapters",
    "accessible_kits.audio.mp3",
)

# The tasks this process ran or had run (started, ended: wall and CPU seconds), the latest few thousand.
LOG: collections.deque[dict] = collections.deque(maxlen=4000)


def preload() -> None:
    """Import the heavy modules and every writer now, so workers forked after share them (in the fork
    server, and tools/bench_tasks.py)."""
    from importlib import import_module

    from accessible_kits.libraries import one_search
    from accessible_kits.writers import KIT_PAGE, WRITERS

    with one_search():  # the libraries WeasyPrint and cairocffi open, found without gcc and ld
        for name in (*HEAVY, *(module for _, module, _ in WRITERS), KIT_PAGE[1]):
            import_module(name)
    # Python's own collector settings are kept: speed19's young generation of 10 000 with the preload
    # frozen saved 2 % of CPU but raised a long process's peak (18 kits in one: 154 -> 229 MB, speed20).


# -- the tasks, run in a worker ---------------------------------------------------


@dataclass(frozen=True)
class Composed:
    """What `compose_kit` hands on: the loaded game and profile, the kit, its drawn pages, and the
    estimated seconds of the kit's other tasks (from the words of its scripts and its pages)."""

    game: Any
    profile: Any  # as drawn: with the sides' marks from the game (compose.drawn_profile)
    loaded: Any  # as loaded: what the manifest and the freshness stamp record
    kit: Any
    pages: list
    costs: dict[str, float]
    words: tuple[int, ...]  # the words each piece of its sound says, 0 when cached (writers.recording.piece_words)
    speech: tuple  # the kit's sound, as the cache shares it: two at once would wait for each other's sentences


def _ready() -> None:
    """At the start of a task: fontconfig pointed at our fonts, the memory the last task freed given back."""
    from accessible_kits.fonts import configure_fontconfig

    configure_fontconfig()
    return_freed_memory()


def plan_of(game, profile) -> Plan:
    """The kit's plan (game + profile -> plan), before a word is written or a page drawn. Refused
    with DoesNotFit when a board or piece is too big for the paper (the plan says whose fault),
    or when the kit would take more than MAX_SHEETS sheets."""
    from accessible_kits import plan
    from accessible_kits.compose import blank_set, drawn_profile

    profile = drawn_profile(game, profile)  # the sides' marks are measured as they are drawn (check too)
    kit_plan = plan.make(game, profile, *blank_set(game))
    if kit_plan.sheets > MAX_SHEETS:
        raise DoesNotFit(
            f"{game.source}: params: the kit needs {kit_plan.sheets} sheets at {profile.id}'s cell_size "
            f"{profile.cell_size:g}mm; at most {MAX_SHEETS} are allowed; use a smaller board",
            key="params",
            blame="game",
        )
    return kit_plan


def _told(options: BuildOptions):
    """What tells the studio's progress that a writer starts (Kits._options counts the steps), or None."""
    on_writer = options.on_writer
    return (lambda what: on_writer(0, 0, what)) if on_writer else None


def compose_kit(game_ref: str, profile_ref: str, options: BuildOptions) -> Composed:
    """Load, plan and compose one kit and draw its pages (refused with the plan's DoesNotFit)."""
    from accessible_kits.audio.synthesis import engine_rate
    from accessible_kits.compose import compose, drawn_profile
    from accessible_kits.fonts import font_files
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from accessible_kits.render.pages import kit_pages
    from accessible_kits.writers.recording import piece_words

    _ready()
    game, loaded = load_game(game_ref), load_profile(profile_ref)
    profile = drawn_profile(game, loaded)  # the sides' marks, from the game
    font_files(profile.font)
    kit = compose(game, profile, plan_of(game, profile))  # the words are written from the plan
    pages = kit_pages(kit, profile)
    s = profile.speech  # as the cache keys a sentence: two rates the engine says alike share it
    speech = (game.id, s.voice, engine_rate(s.rate_wpm))
    from accessible_kits.cache import open_cache

    words = tuple(piece_words(kit, profile, open_cache(options))) if options.audio != "off" else ()
    return Composed(game, profile, loaded, kit, pages, costs(kit, pages, options, sum(words)), words, speech)


def costs(kit, pages, options: BuildOptions, unheard: int) -> dict[str, float]:
    """Each task's CPU seconds, estimated from its work: the words the scripts say and the words of
    the pieces of sound not in the cache (`unheard`), the pages drawn (raised sheets cost most). The
    factors are fitted to the 12 bundled kits' tasks as LOG measured them on the 2-core build
    machine (sound 0.0062 to 0.0071 s a word); only their order matters. A piece read from the cache
    costs about a fourteenth of one made (stop 42: corner polyominoes 0.63 CPU s warm, 8.9 cold)."""
    said = sum(len(seg.text.split()) for seg in (*kit.script, *kit.summary_script) if seg.kind == "say")
    raised = sum(1 for p in pages if p.swell)
    return {
        "sound": 0.0 if options.audio == "off" else 0.0067 * (unheard + said / 14),
        "print": 0.5 + 0.06 * len(pages) + 0.45 * raised + (3.0 if kit.models is not None else 0.0),
        "docs": 0.2 + 0.0008 * said + 0.1 * raised,
        "finish": 0.1,
    }


@dataclass(frozen=True)
class Sound:
    """What a `make_sound` hands on: its part's pieces, encoded (None when audio is skipped; a
    Spilled file when made in a worker), the notes for the user, each (voice, rate, sentence) it
    synthesized (the benchmark counts them), and the seconds it waited for sentences and pieces
    another worker was making (cache.WAITED)."""

    part: range
    pieces: list | Spilled | None
    notes: list[str]
    spoken: list
    waited: float = 0.0

    def loaded(self) -> Sound:
        """This part with its pieces in memory (a Spilled file read, and removed)."""
        return replace(self, pieces=self.pieces.load()) if isinstance(self.pieces, Spilled) else self


@dataclass(frozen=True)
class Spilled:
    """A sound part's pieces in a file of the work folder (a worker's TMPDIR), for the kit's finish
    task to read: 10 to 19 MB of MP3 a kit that would otherwise be pickled through the main process
    twice, a worker idle while they travel (stop 50: the gap before a finish task, 190 ms at the
    median on a busy host). The work folder goes with the build, whatever becomes of it."""

    path: str

    @staticmethod
    def save(pieces: list) -> Spilled:
        """The pieces written to a new file in TMPDIR (a worker's: the work folder)."""
        import pickle
        import tempfile

        with tempfile.NamedTemporaryFile("wb", prefix="sound-", suffix=".pickle", delete=False) as f:
            pickle.dump(pieces, f, protocol=pickle.HIGHEST_PROTOCOL)
        return Spilled(f.name)

    def load(self) -> list:
        """The pieces read back; the file removed (each part is read once, by its kit's finish)."""
        import pickle

        with open(self.path, "rb") as f:
            pieces = pickle.load(f)
        os.unlink(self.path)
        return pieces


def make_sound(kit, profile, options: BuildOptions, part: range | None = None, spill: bool = False) -> Sound:
    """`part` of the kit's sound pieces (all of them when None), said and encoded; with `spill`
    (in a worker), the pieces in a file (Spilled)."""
    from accessible_kits import cache
    from accessible_kits.audio import synthesis
    from accessible_kits.writers.recording import record_pieces

    _ready()
    if options.on_writer:
        options.on_writer(0, 0, RECORDING)
    before, waited = synthesis.SPOKEN.copy(), cache.WAITED[0]
    pieces, notes = record_pieces(kit, profile, options, part)
    spoken = sorted((synthesis.SPOKEN - before).elements())
    kept = Spilled.save(pieces) if spill and pieces else pieces
    return Sound(part if part is not None else range(0), kept, notes, spoken, round(cache.WAITED[0] - waited, 3))


def _files(kit, profile, options: BuildOptions, made: dict, makes=()) -> tuple[dict[str, File], Any]:
    """The files of one task's writers (those `made` and `makes` allow), and its products."""
    from accessible_kits.pipeline import Products, run_writers
    from accessible_kits.writers import WRITERS

    _ready()
    products = Products(kit, profile, options, made, makes)
    if "card" in makes:
        steps = [w for w in WRITERS if w[0] not in PRINT_WRITERS | SOUND_WRITERS]
    else:
        steps = [w for w in WRITERS if w[0] in PRINT_WRITERS]
    files: dict[str, File] = {}
    told = _told(options)
    run_writers(kit, profile, products, steps, files, told=told)
    return files, products


def print_files(kit, profile, pages, options: BuildOptions) -> dict[str, File]:
    """The files of the printed pages (PRINT_WRITERS), from the drawn pages."""
    return _files(kit, profile, options, {"pages": pages})[0]


def doc_files(kit, profile, pages, options: BuildOptions) -> tuple[dict[str, File], Any]:
    """The documents that need no sound, and the rule card they made (the talking book's page list)."""
    files, products = _files(kit, profile, options, {"pages": pages}, makes=("card",))
    return files, products.made("card")


def finish_kit(composed: Composed, parts: dict, game_ref: str, stage: str, options: BuildOptions) -> list[str]:
    """The writers that need the sound, the kit page, the manifest, and the kit written into
    STAGE/<game>/<profile>/. `parts`: the other tasks' results by name. Returns the notes."""
    from pathlib import Path

    from accessible_kits.freshness import stamp
    from accessible_kits.pipeline import DuplicateFile, Products, run_writers, with_kit_page
    from accessible_kits.writers import KIT_PAGE, WRITERS
    from accessible_kits.writers.recording import joined_parts

    _ready()
    game, profile, kit = composed.game, composed.profile, composed.kit
    made = {
        "pages": composed.pages,
        "recordings": joined_parts(kit, profile, [p.loaded() for p in parts.get("sound", [])]),  # joined
        "card": parts["docs"][1],
    }
    products = Products(kit, profile, options, made, makes=())
    files: dict[str, File] = {}
    for name, part in (("print", parts["print"]), ("docs", parts["docs"][0])):
        for f in part.values():
            if f.name in files:
                raise DuplicateFile(name, f.name)
            files[f.name] = f
    told = _told(options)
    run_writers(kit, profile, products, [w for w in WRITERS if w[0] in SOUND_WRITERS], files, told=told)
    if told:
        told(KIT_PAGE[2])
    data = {rel: f.data for rel, f in with_kit_page(kit, profile, files, composed.pages).items()}
    loaded = composed.loaded
    data["manifest.json"] = manifest(game, loaded, data, stamp(game_ref, loaded, options))
    write_files(Path(stage), f"{game.id}/{profile.id}", data, game.source)
    return products.notes


# -- the graph, in the main process -------------------------------------------------


STEPS = ("compose", "sound", "print", "docs", "finish")  # a kit's tasks; a failure of an earlier one is told first


def log_task(event: str, task: Task, result=None) -> None:
    """Note a task's start and end in LOG and in the file $ACCESSIBLE_KITS_TASK_LOG names (a JSON line
    each, appended): the benchmark's per-task table, and what the fault tests see running when."""
    step = STEPS[task.order[1]]
    entry: dict[str, Any] = {"event": event, "task": task.name, "kit": task.order[0], "step": step, "at": time.time()}
    if event == "ended":
        entry.update(began=round(task.began, 4), wall=round(task.wall, 4), cpu=round(task.cpu, 4))
        entry.update(rss_mb=round(task.memory[0], 1), peak_mb=round(task.memory[1], 1), pid=task.pid)
    if step == "sound" and event == "ended":
        # each (voice, rate, sentence) it synthesized: what the benchmark counts as sound made, as
        # the cache's entries cannot say once its bound has dropped some
        entry.update(spoken=result.spoken, part=[result.part.start, result.part.stop], waited=result.waited)
    path = os.environ.get("ACCESSIBLE_KITS_TASK_LOG")
    if path:
        with contextlib.suppress(OSError), open(path, "a", encoding="utf-8") as f:  # a log never fails a build
            f.write(json.dumps(entry) + "\n")
    LOG.append(entry)
