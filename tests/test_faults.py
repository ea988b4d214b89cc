"""Faults a build must survive: SIGKILL and SIGINT at random moments, and builds racing into one folder.

The real command (`python -m accessible_kits`) runs in a child process. After every
kill the kit is the earlier one, byte for byte, or the complete new one; the index
is the earlier one or the one the kits on disk give; no build process, worker or
speech process is left running; a SIGINT leaves no work folder, and the work
folder a SIGKILL leaves is removed by the next build. At least 40 kills a run
(KILLS=N for more); the outcome counts are printed (pytest -s). A kit's work is tasks shared by
the workers (tasks.py): some rounds aim their kill at a moment when tasks of both kits are in
flight, as the build's task log ($ACCESSIBLE_KITS_TASK_LOG) shows, and the test counts such kills.
"""

from __future__ import annotations

import collections
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from accessible_kits.build import WORK_PREFIX
from accessible_kits.writers.top_index import index_html
from test_fuzz import complete_kit, toml

ROOT = Path(__file__).resolve().parent.parent
KILLS = int(os.environ.get("KILLS", "40"))  # rounds go on until this many kills landed
AUDIO_EVERY = 10  # every tenth round speaks (audio on): slow, so few


def game_file(folder: Path, title: str) -> Path:
    """Two versions of one game (same id, other title), so the old and the new kit differ."""
    path = folder / f"{title.rsplit(maxsplit=1)[-1].lower()}.toml"
    path.write_text(
        toml(
            {
                "id": "kill-game",
                "title": title,
                "family": "grid-removal",
                "minutes": [5, 10],
                "params": {"columns": 4, "rows": 3},
                "examples": [{"title": "One turn", "steps": [{"move": "B2", "removes": 6}]}],
            }
        )
    )
    return path


def files(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def ours_running(out: Path) -> list[int]:
    """Processes whose command line or environment names the output folder: the build, and the
    fork server, workers and speech children it started (their TMPDIR is its work folder)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes() + Path(f"/proc/{pid}/environ").read_bytes()
            except OSError:
                continue
            if os.fsencode(str(out)) in cmd:
                found.append(int(pid))
    return found


def wait_gone(out: Path, seconds: float = 10.0) -> list[int]:
    end = time.monotonic() + seconds
    while (left := ours_running(out)) and time.monotonic() < end:
        time.sleep(0.05)
    return left


def command(game: Path, out: Path, profiles: list[str], audio: str, jobs: int) -> list[str]:
    args = [
        sys.executable,
        "-m",
        "accessible_kits",
        "build",
        str(game),
        "-o",
        str(out),
        "--audio",
        audio,
        "-j",
        str(jobs),
    ]
    for p in profiles:
        args += ["-p", p]
    return args


def env(tmp: Path, log: Path | None = None) -> dict:
    """The build's environment: its temporary folder, this tree, and where it logs its tasks."""
    found = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": str(ROOT)}
    found.pop("ACCESSIBLE_KITS_TASK_LOG", None)
    return {**found, "ACCESSIBLE_KITS_TASK_LOG": str(log)} if log else found


def log_entries(log: Path) -> list[dict]:
    """The build's task log as far as it is written (none when it is not yet)."""
    try:
        lines = log.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    entries = []
    for line in lines:
        try:
            entries.append(json.loads(line))
        except ValueError:
            continue  # the line being written
    return entries


def in_flight(log: Path) -> set[int]:
    """The kits (by number) with a task started and not yet ended, as the build's task log says."""
    running: dict[tuple, int] = {}
    for entry in log_entries(log):
        key = (entry["kit"], entry["step"])
        if entry["event"] == "started":
            running[key] = entry["kit"]
        else:
            running.pop(key, None)
    return set(running.values())


def temp_left(tmp: Path) -> list[str]:
    """What a build left in the temporary folder; the fontconfig cache is kept on purpose and reused."""
    return [p.name for p in tmp.iterdir() if not p.name.startswith("accessible-kits-fontconfig-")]


@pytest.fixture()
def setup(tmp_path):
    out, tmp = tmp_path / "out", tmp_path / "tmp"
    tmp.mkdir()
    games = [game_file(tmp_path, "Kill test A"), game_file(tmp_path, "Kill test B")]
    started = time.monotonic()
    seed = subprocess.run(
        command(games[0], out, ["standard", "large-print"], "off", 2),
        env=env(tmp),
        capture_output=True,
        text=True,
        check=False,
    )
    assert seed.returncode == 0, seed.stderr
    return out, tmp, games, time.monotonic() - started


def test_kill_at_random_moments(setup):
    import shutil

    from conftest import need

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    out, tmp, games, seconds = setup  # how long one build takes here: kills are spread over it
    rng = random.Random(int(os.environ.get("KILL_SEED", "12")))
    profiles = ["standard", "large-print"]
    counts = collections.Counter()
    current = 0  # which version of the game the kits on disk are
    kills = both = 0  # kills, and kills while tasks of both kits were in flight
    n = -1
    while kills < KILLS and n < 3 * KILLS:
        n += 1
        audio = n % AUDIO_EVERY == 1
        sig = rng.choice([signal.SIGKILL, signal.SIGINT])
        jobs = 2 if n % 2 else 1
        # Most kills early (start-up, loading, writing); one round in six late enough to reach the swap.
        delay = kill_delay(rng, audio=audio, late=n % 6 == 5, seconds=seconds)
        before_kits = {p: files(out / "kill-game" / p) for p in profiles}
        before_index = (out / "index.html").read_bytes()
        before_hidden = set(hidden_entries(out))  # work folders an earlier SIGKILL left
        new = 1 - current
        # at a moment when tasks of both kits are in flight: three rounds in eight, as the moments are short
        aim = jobs == 2 and (n % 4 == 3 or n % 8 == 5)
        log = tmp.parent / f"tasks-{n}.jsonl"  # outside TMPDIR, which must be left empty
        proc = subprocess.Popen(
            command(games[new], out, profiles, "on" if audio else "off", jobs),
            env=env(tmp, log),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started = time.monotonic()
        killed, during = kill_when(proc, rng, log, sig, until=2 * seconds + 6 if aim else delay, aim=aim)
        kills, both = kills + killed, both + during
        if not killed and not audio:
            # Builds here run faster than the first one (loaded machine, cold caches): aim at what was seen.
            seconds = min(seconds, time.monotonic() - started)
        stdout, stderr = proc.communicate(timeout=300)
        assert not wait_gone(out), f"round {n}: a build, worker or speech process outlived the {sig.name}"
        name = f"{'audio on' if audio else 'audio off'}, -j {jobs}, {sig.name if killed else 'no kill'}"
        # Every kit is the earlier one byte for byte, or the complete new one.
        states = kit_states(out, before_kits, ("Kill test A", "Kill test B")[new], f"round {n}")
        index_now = (out / "index.html").read_bytes()
        assert index_now in (before_index, index_html(out, {})[0].encode()), f"round {n}: the index is neither"
        if states == ["new", "new"]:
            current = new
        # What each ending may leave, and say.
        hidden = hidden_entries(out)
        ending = (proc.returncode, stdout, stderr)
        outcome = kill_outcome(
            ending, killed=killed, sig=sig, states=states, hidden=hidden, before_hidden=before_hidden, n=n
        )
        assert not temp_left(tmp), f"round {n}: temporary files left: {temp_left(tmp)[:3]}"
        counts[f"{name} -> {outcome}"] += 1
    # The next build cleans whatever a SIGKILL left, and its index lists both kits.
    final = subprocess.run(
        command(games[0], out, profiles, "off", 2), env=env(tmp), capture_output=True, text=True, check=False
    )
    assert final.returncode == 0, final.stderr
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "kill-game"]
    assert sorted(p.name for p in (out / "kill-game").iterdir()) == sorted(profiles)
    print(f"\nkill test: {kills} kills in {n + 1} rounds, {both} of them with tasks of both kits in flight")
    for key, value in sorted(counts.items()):
        print(f"  {value:3d}  {key}")
    assert kills >= KILLS
    assert both >= KILLS // 8, "too few kills landed while tasks of both kits were in flight"


def kill_when(proc, rng: random.Random, log: Path, sig, *, until: float, aim: bool) -> tuple[bool, bool]:
    """Send `sig` after `until` seconds, or with `aim` once tasks of both kits are in flight (and a
    random moment more), unless the build ended first: (whether it was sent, whether tasks of
    both kits were in flight then)."""
    started = time.monotonic()
    while proc.poll() is None and time.monotonic() - started < until:
        if aim and len(in_flight(log)) > 1:
            time.sleep(rng.uniform(0.0, 0.3))
            if len(in_flight(log)) > 1:  # still both after the random moment: a kit's tasks are shorter
                break  # since speech moved to 16 kHz, so the moment is sought again (4 of 5 landed once)
        time.sleep(0.02)
    if proc.poll() is not None:
        return False, False
    during = len(in_flight(log)) > 1
    proc.send_signal(sig)
    return True, during


def kill_delay(rng: random.Random, *, audio: bool, late: bool, seconds: float) -> float:
    """When to send the signal: most kills early (start-up, loading, writing); `late` rounds late
    enough to reach the swap; with audio within the first seconds, while the speech is made."""
    if audio:
        return rng.uniform(1.0, 6.0)
    return rng.uniform(0.7 * seconds, 1.2 * seconds) if late else rng.uniform(0.1, 0.6 * seconds)


def kit_states(out: Path, before: dict, new_title: str, where: str) -> list[str]:
    """For each profile's kit: "old" when it is the earlier one byte for byte, else "new", which
    must then be the complete new kit."""
    states = []
    for p, earlier in before.items():
        if files(out / "kill-game" / p) == earlier:
            states.append("old")
        else:
            assert complete_kit(out / "kill-game" / p)["title"] == new_title, f"{where}: {p} is neither kit"
            states.append("new")
    return states


def kill_outcome(ending: tuple, *, killed: bool, sig, states: list, hidden: list, before_hidden: set, n: int) -> str:
    """What a round ended as, checked against what that ending may leave and say. `ending` is the
    build's (return code, stdout, stderr); `killed`, whether the signal was sent before it ended."""
    code, stdout, stderr = ending
    if not killed or code == 0:
        assert code == 0 and states == ["new", "new"] and not hidden, (n, stderr)
        return "finished before the signal: new kits"
    if sig == signal.SIGKILL:
        assert code == -9
        assert all(h.startswith(WORK_PREFIX) for h in hidden), hidden  # removed by the next build
        return f"SIGKILL: {'+'.join(sorted(set(states)))} kits, {len(hidden)} work folder left for the next build"
    if code == 130:
        assert stderr.strip().splitlines() == ["error: interrupted; earlier kits are left as they were"], stderr
        assert set(hidden) <= before_hidden and states == ["old", "old"], (hidden, states)
        return "SIGINT: one line, exit 130, old kits"
    if code in (-2, 1) and not stdout and "accessible_kits/" not in stderr:
        # Ctrl-C before accessible-kits' own code runs: Python's start-up ends the process itself.
        assert set(hidden) <= before_hidden and states == ["old", "old"], (hidden, states)
        return "SIGINT during Python start-up: nothing written"
    if code == -2 and stdout.strip() and stdout.rstrip().splitlines()[-1].startswith("Open "):
        # Ctrl-C after the build finished and said so, while the interpreter shuts down.
        assert states == ["new", "new"] and not hidden, (hidden, states)
        return "SIGINT during interpreter exit, after a complete build: new kits"
    raise AssertionError((n, code, stdout, stderr, states, hidden))


def test_builds_racing_into_one_folder(setup):
    """Three builds at once into one folder: two replace the same kit, one adds another. All finish,
    each kit is complete, the index lists what is on disk, and nothing else is left."""
    out, tmp, games, _ = setup
    procs = [
        subprocess.Popen(
            command(g, out, ["standard"], "off", 1),
            env=env(tmp),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for g in (games[1], games[0])
    ]
    procs.append(
        subprocess.Popen(
            command(Path("row-removal"), out, ["standard"], "off", 1),
            env=env(tmp),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    )
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
    for folder in (out / "kill-game" / "standard", out / "kill-game" / "large-print", out / "row-removal" / "standard"):
        complete_kit(folder)
    assert complete_kit(out / "kill-game" / "standard")["title"] in ("Kill test A", "Kill test B")
    assert (out / "index.html").read_text() == index_html(out, {})[0]
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "kill-game", "row-removal"]
    assert not list(out.rglob(".*")) and not temp_left(tmp)


def hidden_entries(out: Path) -> list[str]:
    found = [p.name for p in out.iterdir() if p.name.startswith(".")]
    return found + [
        f"{g.name}/{p.name}" for g in out.iterdir() if g.is_dir() for p in g.iterdir() if p.name.startswith(".")
    ]


# -- refusals and full disks: real faults, said with what they are about ----------------------


def ours(args: list[str], tmp: Path, **kw) -> subprocess.CompletedProcess:
    """The real command in a child process, its temporary files in `tmp`."""
    return subprocess.run([sys.executable, "-m", "accessible_kits", *args], env=env(tmp), text=True, check=False, **kw)


def test_a_build_refused_for_a_missing_font_makes_no_output_folder(tmp_path):
    bad = tmp_path / "font.toml"
    bad.write_text('extends = "standard"\nfont = "No Such Sans"\n')
    out = tmp_path / "new" / "kits"
    result = ours(
        ["build", "row-removal", "-p", str(bad), "-o", str(out), "--audio", "off"], tmp_path, capture_output=True
    )
    assert result.returncode == 2 and result.stderr.startswith("error: font: 'No Such Sans' is not installed"), (
        result.stderr
    )
    assert not (tmp_path / "new").exists(), "a refused build leaves no folder behind"


def test_a_build_refused_for_a_missing_voice_leaves_no_new_output_folder(tmp_path):
    """The voice is found missing only when the rules are spoken, after the work folder was made."""
    import shutil

    from conftest import need

    need(shutil.which("espeak-ng") is not None, "espeak-ng", "sudo apt-get install espeak-ng libespeak-ng1")
    bad = tmp_path / "voice.toml"
    bad.write_text('extends = "standard"\n[speech]\nvoice = "xx-no-such-voice"\n')
    out = tmp_path / "new" / "kits"
    result = ours(
        ["build", "row-removal", "-p", str(bad), "-o", str(out), "--audio", "on", "--no-cache"],
        tmp_path,
        capture_output=True,
    )
    assert result.returncode == 2 and "speech.voice: 'xx-no-such-voice' is not an installed" in result.stderr, (
        result.stderr
    )
    assert not (tmp_path / "new").exists(), "a refused build leaves no folder behind"


def test_a_full_disk_names_the_file_and_what_to_do(tmp_path):
    """A real full disk: the build writes into a 400 kB tmpfs, mounted in a mount namespace of its
    own (unshare -rm: no root needed where user namespaces are allowed), gone when it ends."""
    import shutil

    small = tmp_path / "small"
    small.mkdir()
    if not shutil.which("unshare"):
        pytest.skip("unshare (util-linux) is not installed")
    script = (
        f'mount -t tmpfs -o size=400k tmpfs {small} || exit 99; "$@"; rc=$?; '
        f"ls -A {small} > {tmp_path / 'left.txt'}; exit $rc"
    )
    result = subprocess.run(
        [
            "unshare",
            "-rm",
            "sh",
            "-c",
            script,
            "sh",
            sys.executable,
            "-m",
            "accessible_kits",
            "build",
            "row-removal",
            "-p",
            "standard",
            "--audio",
            "off",
            "-o",
            str(small / "kits"),
        ],
        env=env(tmp_path),
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode in (1, 99) and not result.stderr.startswith("error:"):
        pytest.skip(f"no tmpfs can be mounted here ({result.stderr.strip()})")
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2 and len(lines) == 1, result.stderr
    assert re.fullmatch(
        rf"error: --output {re.escape(str(small / 'kits'))}: cannot write row-removal/standard/\S+ "
        r"\(No space left on device\); free some space on that disk or choose another -o; "
        r"earlier kits are left as they were",
        lines[0],
    ), lines[0]
    assert (tmp_path / "left.txt").read_text() == "", "the new -o is removed again"


def test_a_full_standard_output_is_named(tmp_path):
    expected = (
        "error: standard output: No space left on device; free some space where the output goes, "
        "or send it elsewhere (for example > /dev/null)\n"
    )
    with open("/dev/full", "w") as full:
        listing = ours(["games"], tmp_path, stdout=full, stderr=subprocess.PIPE)
        out = tmp_path / "kits"
        built = ours(
            ["build", "row-removal", "-p", "standard", "--audio", "off", "-o", str(out)],
            tmp_path,
            stdout=full,
            stderr=subprocess.PIPE,
        )
    assert (listing.returncode, listing.stderr) == (2, expected)
    assert (built.returncode, built.stderr) == (2, expected)
    assert (out / "row-removal" / "standard" / "manifest.json").is_file(), (
        "the kit was swapped in before the line failed"
    )


def test_an_interrupted_command_ends_even_when_a_thread_would_hold_it():
    """Once a command has said "interrupted" (exit 130), it ends within the grace time even when
    a thread the interrupt broke is left waiting on a lock for ever (the kill test saw a build say
    "interrupted" and then not end in 300 s, under load). The broken lock cannot be caused on
    demand, so the command is one that leaves such a thread, in a process of its own."""
    script = (
        "import sys, threading\n"
        "import accessible_kits.__main__ as entry\n"
        "def command():\n"
        "    lock = threading.Lock()\n"
        "    lock.acquire()\n"
        "    threading.Thread(target=lock.acquire).start()  # not a daemon: it would hold the exit\n"
        "    sys.stderr.write('error: interrupted; earlier kits are left as they were\\n')\n"
        "    sys.exit(130)\n"
        "entry.main = command\n"
        "entry.run()\n"
    )
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", script], check=False, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 130, proc.stderr
    assert proc.stderr == "error: interrupted; earlier kits are left as they were\n"
    from accessible_kits.__main__ import GRACE_S

    assert time.monotonic() - started < GRACE_S + 60  # ended by the watchdog, not by the timeout


def fork_server_running(out: Path) -> bool:
    """Whether the build into `out` has started its workers' fork server (its TMPDIR names `out`)."""
    for pid in ours_running(out):
        try:
            if b"multiprocessing.forkserver" in Path(f"/proc/{pid}/cmdline").read_bytes():
                return True
        except OSError:
            continue
    return False


def after_kill(proc, out: Path, tmp: Path, before: tuple, *, sig, n: int, killed: bool | None) -> str:
    """What every kill test checks once its signal is sent to Kill test B's build: no build, fork
    server, worker or speech process left, each kit old or new in whole, the index one of the two,
    the ending's words (kill_outcome; `killed` None: as the exit code says) and no temporary file."""
    kits, index, hidden = before
    stdout, stderr = proc.communicate(timeout=300)
    assert not wait_gone(out), f"{sig.name}: a build, fork server, worker or speech process outlived it"
    states = kit_states(out, kits, "Kill test B", sig.name)
    assert (out / "index.html").read_bytes() in (index, index_html(out, {})[0].encode())
    outcome = kill_outcome(
        (proc.returncode, stdout, stderr),
        killed=proc.returncode != 0 if killed is None else killed,
        sig=sig,
        states=states,
        hidden=hidden_entries(out),
        before_hidden=hidden,
        n=n,
    )
    assert not temp_left(tmp), temp_left(tmp)[:3]
    return outcome


def test_kills_while_the_fork_server_imports(tmp_path):
    """A build at two jobs with a kit to make whatever its inputs (here --force) starts its workers'
    fork server as soon as its work folder exists, and checks its inputs and composes the first kits
    while the server imports (build._build, stop 44; kit_tasks.compose_first, stop 46). A SIGINT or
    SIGKILL sent then, before any task started in a worker, leaves each kit
    as it was and no process running (a server still importing is killed, not waited for), the one
    line at SIGINT and nothing in the temporary folder; the next build finishes."""
    out, tmp = tmp_path / "out", tmp_path / "tmp"
    tmp.mkdir()
    games = [game_file(tmp_path, "Kill test A"), game_file(tmp_path, "Kill test B")]
    profiles = ["standard", "large-print"]  # two kits, as kill_outcome reads them
    seed = subprocess.run(
        command(games[0], out, profiles, "off", 2), check=False, env=env(tmp), capture_output=True, text=True
    )
    assert seed.returncode == 0, seed.stderr
    rng = random.Random(44)
    landed = 0  # signals sent while the server ran and no task had started
    for n in range(6):
        sig = (signal.SIGINT, signal.SIGKILL)[n % 2]
        before = {p: files(out / "kill-game" / p) for p in profiles}
        before_index, before_hidden = (out / "index.html").read_bytes(), set(hidden_entries(out))
        log = tmp_path / f"tasks-{n}.jsonl"
        proc = subprocess.Popen(
            [*command(games[1], out, profiles, "off", 2), "--force"],
            env=env(tmp, log),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started = time.monotonic()
        while proc.poll() is None and not fork_server_running(out) and time.monotonic() - started < 120:
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 0.2))
        if proc.poll() is None:
            # no task started in a worker yet (the main composes the first kits meanwhile: kit_tasks.compose_first)
            landed += not any(e["step"] != "compose" for e in log_entries(log))
            proc.send_signal(sig)
        outcome = after_kill(proc, out, tmp, (before, before_index, before_hidden), sig=sig, n=n, killed=None)
        print(f"round {n}: {sig.name}: {outcome}")
    assert landed >= 3, f"only {landed} of 6 signals landed while the fork server imported"
    final = subprocess.run(
        command(games[1], out, profiles, "off", 2), check=False, env=env(tmp), capture_output=True, text=True
    )
    assert final.returncode == 0, final.stderr
    assert kit_states(out, {p: {} for p in profiles}, "Kill test B", "final") == ["new", "new"]
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "kill-game"]


RENEWED = (  # the real command, its workers started again after every kit (build.KITS_PER_WORKER 1)
    "import sys\n"
    "import accessible_kits.build\n"
    "import accessible_kits.__main__ as entry\n"
    "accessible_kits.build.KITS_PER_WORKER = 1\n"
    "sys.argv = ['accessible-kits', *sys.argv[1:]]\n"
    "entry.run()\n"
)


def test_kills_while_workers_are_started_again(tmp_path):
    """One job, two kits, each in a worker started for it (build.Renewed): a SIGINT or SIGKILL
    sent once the second kit's worker runs leaves each kit old or new in whole, and no build,
    worker (old or current) or speech process running; the next build finishes."""
    out, tmp = tmp_path / "out", tmp_path / "tmp"
    tmp.mkdir()
    games = [game_file(tmp_path, "Kill test A"), game_file(tmp_path, "Kill test B")]
    profiles = ["standard", "tactile"]

    def renewed(game: Path, log: Path) -> subprocess.Popen:
        cmd = command(game, out, profiles, "off", 1)
        return subprocess.Popen(
            [sys.executable, "-c", RENEWED, *cmd[3:]],
            env=env(tmp, log),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    seed = renewed(games[0], tmp_path / "seed.jsonl")
    assert seed.wait(timeout=300) == 0, seed.communicate()[1]
    logged = [json.loads(line) for line in (tmp_path / "seed.jsonl").read_text(encoding="utf-8").splitlines()]
    pids = {e["pid"] for e in logged if e["event"] == "ended"}
    assert len(pids) == 2 and seed.pid not in pids, "each kit in a worker of its own"
    for n, sig in enumerate((signal.SIGINT, signal.SIGKILL)):
        before = {p: files(out / "kill-game" / p) for p in profiles}
        before_index, before_hidden = (out / "index.html").read_bytes(), set(hidden_entries(out))
        log = tmp_path / f"tasks-{n}.jsonl"
        proc = renewed(games[1], log)
        started = time.monotonic()
        while proc.poll() is None and 1 not in in_flight(log) and time.monotonic() - started < 120:
            time.sleep(0.02)
        assert proc.poll() is None, "the build ended before its second kit's worker was seen"
        proc.send_signal(sig)
        after_kill(proc, out, tmp, (before, before_index, before_hidden), sig=sig, n=n, killed=True)
    final = renewed(games[1], tmp_path / "final.jsonl")
    assert final.wait(timeout=300) == 0, final.communicate()[1]
    assert kit_states(out, {p: {} for p in profiles}, "Kill test B", "final") == ["new", "new"]
    assert sorted(p.name for p in out.iterdir()) == ["index.html", "kill-game"]
