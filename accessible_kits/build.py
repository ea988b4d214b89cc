"""Build kits: plan and compose each game once, run the writers, and publish every kit in whole.

build() checks every input, then builds each game x profile kit into a private work folder,
each kit's work split into tasks (tasks.py: its sound, its pages, its documents, then the rest)
shared by worker processes (workers), and swaps them all into -o at once (publish):
a failed, interrupted or killed build leaves every earlier kit and the index as they were.
A kit's sheets are counted from its plan (plan), before any word is written or page drawn.
"""

from __future__ import annotations

import os
from pathlib import Path

from accessible_kits.errors import SameId
from accessible_kits.kit_tasks import Kits, compose_first
from accessible_kits.options import BuildOptions
from accessible_kits.publish import (
    FULL,
    WORK_PREFIX,
    cannot_write,
    clean_stale,
    commit,
    locked,
    prepare_output,
    workspace,
)
from accessible_kits.tasks import MAX_SHEETS, STEPS, plan_of
from accessible_kits.workers import InProcess, Interrupted, Renewed, Scheduler, Signals, stop_pool, worker_pool

# Kits a worker process builds before it is started again: what cairo keeps per size of text grows
# about 0.4 MB a kit and cannot be emptied (docs/performance.md, stop 39: chosen by measurement).
KITS_PER_WORKER = 25
AHEAD = 1  # tasks queued for the workers beyond one each (workers.Scheduler): no worker waits on this process

__all__ = [
    "MAX_SHEETS",
    "WORK_PREFIX",
    "Interrupted",
    "build",
    "build_one",
    "check_writable",
    "plan_of",
    "worker_pool",
]


# -- one kit ----------------------------------------------------------------------


def build_one(game_ref: str, profile_ref: str, stage: str, options: BuildOptions) -> tuple[str, str, list[str]]:
    """Write one complete kit into STAGE/<game>/<profile>/, its tasks (tasks.py) one after another in
    this process; returns (game id, profile id, notes)."""
    return Kits([(game_ref, profile_ref)], stage, options, Scheduler(InProcess(), 1), window=1).run()[0]


def check_writable(out: Path) -> None:
    """Refuse, with the reason, an -o that cannot be made or written (creating it as a build would)."""
    prepare_output(out)


# -- the whole build --------------------------------------------------------------


def _load_each(refs, load, clash) -> dict:
    """{ref: what it loads}. Each id names a kit folder, so two refs with one id are refused:
    `clash(item, source of the other)` says how."""
    loaded: dict = {}
    seen: dict[str, str] = {}
    for ref in refs:
        item = loaded[ref] = load(ref)
        if item.id in seen:
            raise SameId(clash(item, seen[item.id]), id=item.id, sources=(seen[item.id], item.source))
        seen[item.id] = item.source
    return loaded


def build(
    games: list[str],
    profiles: list[str],
    out: Path,
    jobs: int,
    options: BuildOptions | dict | None = None,
    *,
    progress=None,
) -> list[str]:
    """Check every input, build every game x profile kit and the index in a work folder, then swap
    them in. A build refused or failed leaves -o as it was: a folder it made for -o is removed.

    Every refusal is a KitError that carries what it is about:

    :raises NotFound, BadFile, KeyProblem: a game or profile that does not load (see load_game,
        load_profile).
    :raises SameId: two games, or two profiles, that would make the same kit folder.
    :raises NoFont: a profile's font is not installed.
    :raises BadOutput: -o cannot be made or written, or holds what is not a kit of ours.
    :raises DoesNotFit: a board or piece too big for the paper, or more than MAX_SHEETS sheets
        (its `blame` says whether the game or the profile is to change).
    :raises CannotWrite: a file of the kits could not be written (a full disk).
    :raises NoSpeechEngine, NoVoice, NoEncoder: audio "on" without espeak-ng, the voice or LAME.
    :raises Interrupted: Ctrl-C or SIGTERM; earlier kits are left as they were.
    """
    from accessible_kits.fonts import configure_fontconfig, font_files
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile

    options = BuildOptions.of(options)
    games, profiles = list(dict.fromkeys(games)), list(dict.fromkeys(profiles))
    loaded_games = _load_each(
        games,
        load_game,
        lambda g, other: f"{g.source}: id: '{g.id}' is also the id of {other}; each game needs its own id",
    )
    loaded_profiles = _load_each(
        profiles,
        load_profile,
        lambda p, other: f"{p.source}: gives the kit folder '{p.id}', as {other} does; rename one file",
    )
    for p in loaded_profiles.values():
        font_files(p.font)  # a missing font is refused before -o is made
    made = _missing(Path(out))
    out = prepare_output(Path(out))
    try:
        configure_fontconfig()  # before the work folder becomes TMPDIR, and before any worker starts
        return _build_all(
            games,
            profiles,
            out,
            jobs=jobs,
            options=options,
            progress=progress,
            loaded_games=loaded_games,
            loaded_profiles=loaded_profiles,
        )
    except BaseException:
        _remove_empty(made)
        raise


def _missing(out: Path) -> list[Path]:
    """The folders of `out` (and its parents) that do not exist yet, deepest first."""
    path = Path(os.path.abspath(out))
    made = []
    while not path.exists() and path != path.parent:
        made.append(path)
        path = path.parent
    return made


def _remove_empty(folders: list[Path]) -> None:
    """Remove, deepest first, the folders a failed build made that are still empty (a folder with
    anything in it, a kit put in by a build running at once, stays)."""
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            return


def _build_all(
    games,
    profiles,
    out: Path,
    *,
    jobs: int,
    options: BuildOptions,
    progress,
    loaded_games: dict,
    loaded_profiles: dict,
) -> list[str]:
    """Leave up-to-date kits as they are, build the others with signals handled, and say each."""
    from accessible_kits.freshness import split  # kits built from the same inputs are left as they are

    # profile by profile, so kits built at once are of different games and rarely wait on the same speech
    pairs = [(g, p) for p in profiles for g in games]
    total = len(pairs)

    def check() -> tuple[list, list[str]]:
        """(the kits to build, the folders up to date), the latter said."""
        todo, fresh = split(pairs, out, options, loaded_games, loaded_profiles)  # not loaded a second time
        for n, folder in enumerate(fresh, 1):
            if progress:
                progress(n, total, folder, ["up to date, not rebuilt (--force rebuilds it)"])
        return todo, fresh

    # A kit with no manifest yet is built whatever the check says: its workers' fork server is then
    # started first, and imports on one core while this process checks the inputs on the other.
    early = jobs > 1 and (
        options.force
        or any(not (out / loaded_games[g].id / loaded_profiles[p].id / "manifest.json").exists() for g, p in pairs)
    )
    if not early:
        todo, fresh = check()
        if not todo:  # nothing to build; still tidy up after a build that was killed
            with locked(out):
                clean_stale(out)
            return fresh
        check = lambda: (todo, fresh)  # noqa: E731  # checked already
    with Signals() as sig:
        try:
            return _build(check, out, jobs=jobs, options=options, progress=progress, sig=sig, early=early)
        except Exception as exc:
            if sig.interrupted:  # a library turned the interrupt into an error of its own
                raise Interrupted() from None
            if isinstance(exc, OSError) and exc.errno in FULL:  # a library's own file in the work folder
                raise cannot_write(out, exc.filename or "a file of the kits", exc) from None
            raise


def _build(check, out: Path, *, jobs: int, options: BuildOptions, progress, sig: Signals, early: bool) -> list[str]:
    """Build the kits `check()` leaves to build (it says the others) in the work folder, their
    tasks in worker processes when several jobs (in this process with one), swap them in, say
    each: the folders of the kits left as they were, then of those built. With `early`, the
    workers' fork server is started before the check."""
    from accessible_kits import fork_server
    from accessible_kits.cache import one_build

    with workspace(out, sig) as ws:
        try:
            if early:
                with sig.held():  # the server is started whole or not at all
                    fork_server.launch(str(ws))  # its socket in the work folder, which is its TMPDIR
            pairs, fresh = check()
            with one_build(options):  # nothing this build may need again is trimmed from the cache meanwhile
                built = _make_kits(pairs, str(ws / "kits"), jobs=jobs, options=options, sig=sig)
        except BaseException:
            sig.deferred = True
            fork_server.stop()  # when the check failed or was interrupted (_make_kits stops it else)
            raise
        folders = commit(out, ws, [(g, p) for g, p, _ in built], sig)
        # The kits are in: a signal from here on waits (and is dropped), so no line says otherwise.
        for n, ((_, _, notes), folder) in enumerate(zip(built, folders, strict=True), 1):
            if progress:
                total = len(fresh) + len(built)
                progress(len(fresh) + n, total, folder, notes + (sig.notes if n == len(built) else []))
    return fresh + folders


def _make_kits(pairs, stage: str, *, jobs: int, options: BuildOptions, sig: Signals) -> list:
    """Build the kits into STAGE: their tasks in worker processes forked from a clean parent
    (fork_server, started here unless it was already), started again every KITS_PER_WORKER kits,
    so a process's memory stays bounded over a class set; with one job and at most that many
    kits, in this process. (game id, profile id, notes) of each."""
    from accessible_kits import fork_server

    if jobs <= 1 and len(pairs) <= KITS_PER_WORKER:
        with sig.held():
            # pikepdf is a nanobind module: an interrupt raised while it registers its types makes
            # nanobind abort the whole process, so it is imported with signals held (here only:
            # workers import it in their fork server, which ignores Ctrl-C).
            import pikepdf  # noqa: F401
        return Kits(pairs, stage, options, Scheduler(InProcess(), 1, lambda: sig.interrupted), window=1).run()
    pool = None
    window = 2 * jobs if jobs > 1 else 1  # one worker runs one task at a time: a second kit would wait
    try:
        with sig.held():  # the server is started whole or not at all
            if not fork_server.launched():
                # its socket in the work folder; it and its workers inherit the work folder as TMPDIR
                fork_server.launch(str(Path(stage).parent))
        # while the server imports, on the other core (at one job a kit's tasks all run in its worker)
        early = compose_first(pairs, window, options) if jobs > 1 else []
        with sig.held():
            context = fork_server.ready()
        pool = Renewed(jobs, KITS_PER_WORKER * len(STEPS), context)
        sig.soft = True  # the scheduler raises Interrupted, never the executor's own code
        sched = Scheduler(pool, jobs, lambda: sig.interrupted, ahead=AHEAD)
        built = Kits(pairs, stage, options, sched, window=window, early=early).run()
    finally:
        sig.deferred = True  # from here on the build ends tidily: workers stopped, then swap or clean up
        sig.soft = False
        if pool is not None:
            stop_pool(pool)
        fork_server.stop()
    if sig.interrupted:  # came after the scheduler's last look: no kit goes in
        raise Interrupted()
    return built
