"""The accessible-kits command line: a thin layer over the library.

Every library error (KitError) becomes one clear line on stderr and exit code 2.
"""

from __future__ import annotations

import os
import signal
import sys


def _interrupted_while_starting(signum, frame):
    sys.stderr.write("error: interrupted; earlier kits are left as they were\n")
    os._exit(130)


# Ctrl-C while the command is still starting (importing click and the rest) gets the same one
# line as later, not a traceback; KitGroup.main hands Ctrl-C back to Python before it runs.
STARTING = os.path.basename(sys.argv[0]) in ("accessible-kits", "__main__.py")
if STARTING:
    signal.signal(signal.SIGINT, _interrupted_while_starting)

import contextlib  # noqa: E402  (after the handler: these imports take the time)

import click  # noqa: E402

from accessible_kits import __version__  # noqa: E402  (the rest where it runs: --help waits for click alone)

MAX_LINE = 300  # an error line longer than this is cut: a 10 MB name is not echoed back


def one_line(text: str) -> str:
    """A message as one readable line: control characters shown as escapes, cut to MAX_LINE."""
    text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 3] + "..."


def say(text: str = "") -> None:
    """One line on standard output. When it cannot be written (a full disk, /dev/full), the error
    names standard output and what to do: the system's own error names no file."""
    try:
        click.echo(text)
    except BrokenPipeError:
        raise
    except OSError as exc:
        from accessible_kits.errors import CannotWrite

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush cannot fail again
        reason = exc.strerror or str(exc)
        raise CannotWrite(
            f"standard output: {reason}; free some space where the output goes, or send it "
            "elsewhere (for example > /dev/null)",
            where="standard output",
            reason=reason,
        ) from None


def shown(value) -> str:
    """A value as the error line quotes it, cut to 40 characters (an option's value can be anything)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Whole(click.IntRange):
    """A whole number in a range, refused in our words."""

    def convert(self, value, param, ctx):
        """The whole number, or click's refusal worded as ours: what was given and the range allowed."""
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            self.fail(f"{shown(value)} is not allowed; use a whole number from {self.min} to {self.max}", param, ctx)


class OneOf(click.Choice):
    """One of a few words, refused in our words."""

    def convert(self, value, param, ctx):
        """The word, or click's refusal worded as ours: what was given and the words allowed."""
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            self.fail(f"{shown(value)} is not allowed; use one of {', '.join(self.choices)}", param, ctx)


def usage_line(exc: click.UsageError) -> str:
    """Click's usage errors in one line that names the option or command and what is allowed."""
    ctx = exc.ctx
    cmd = f"{ctx.command.name} " if ctx and ctx.command.name != "main" else ""
    line = _parameter_line(exc, cmd)
    if line is not None:
        return line
    if isinstance(exc, click.NoSuchCommand):
        return f"{exc.message.rstrip('.')}; the commands are {', '.join(main.commands)}"
    where = f" (accessible-kits {cmd}--help shows what is allowed)" if cmd else ""
    return f"{exc.message.rstrip('.')}{where}"


def _parameter_line(exc: click.UsageError, cmd: str) -> str | None:
    """The line for an error about one option or argument (unknown, missing, refused), else None."""
    ctx = exc.ctx
    options = sorted({o for p in (ctx.command.params if ctx else []) for o in p.opts if o.startswith("--")})
    if isinstance(exc, click.NoSuchOption):
        near = f"did you mean {exc.possibilities[0]}? " if exc.possibilities else ""
        return f"{exc.option_name}: unknown option; {near}the options are {', '.join(options + ['--help'])}"
    if isinstance(exc, click.MissingParameter) and exc.param is not None:
        return f"{exc.param.human_readable_name}: missing; accessible-kits {cmd}--help shows an example"
    if isinstance(exc, click.BadParameter) and exc.param is not None:
        name = max(exc.param.opts, key=len) if isinstance(exc.param, click.Option) else exc.param.human_readable_name
        return f"{name}: {exc.message}"
    # click says a missing value only in its words: BadOptionUsage has no kind of its own for it
    if isinstance(exc, click.BadOptionUsage) and "requires an argument" in exc.message:
        return f"{exc.option_name}: needs a value after it; accessible-kits {cmd}--help shows what is allowed"
    if isinstance(exc, click.BadOptionUsage):
        return f"{exc.option_name}: {exc.message}"
    return None


class KitGroup(click.Group):
    """The command group whose every error, click's and ours, is one line and an exit code."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        """Click's own errors as one line too, the same as ours."""
        if STARTING and signal.getsignal(signal.SIGINT) is _interrupted_while_starting:
            signal.signal(signal.SIGINT, signal.default_int_handler)  # from here on, click and build() handle it
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.exceptions.NoArgsIsHelpError as exc:  # no arguments: a request for help, not a mistake
            click.echo(exc.ctx.get_help() if exc.ctx else exc.format_message())
            sys.exit(0)
        except click.UsageError as exc:
            try:
                line = usage_line(exc)
            except Exception:  # never a traceback for a typo on the command line
                line = exc.format_message()
            click.echo(f"error: {one_line(line)}", err=True)
            sys.exit(2)
        except click.exceptions.Abort:
            click.echo("error: interrupted; earlier kits are left as they were", err=True)
            sys.exit(130)
        except click.ClickException as exc:
            click.echo(f"error: {one_line(exc.format_message())}", err=True)
            sys.exit(exc.exit_code)
        sys.exit(code if isinstance(code, int) else 0)

    def invoke(self, ctx):
        """Run the command: a KitError or an unwritable file is one line and exit 2, Ctrl-C exit 130,
        a bug one line and exit 70 (the traceback with ACCESSIBLE_KITS_DEBUG=1)."""
        from accessible_kits.errors import KitError, interrupt_inside

        try:
            return super().invoke(ctx)
        except KitError as exc:
            click.echo(f"error: {one_line(str(exc))}", err=True)
            ctx.exit(2)
        except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
            raise
        except BrokenPipeError:  # the reader went away (| head): nothing more to say
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush cannot fail again
            ctx.exit(0)
        except OSError as exc:
            where = exc.filename or "file"
            click.echo(f"error: {one_line(f'{where}: {exc.strerror or exc}')}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:  # Ctrl-C, or SIGTERM during a build (build.Interrupted)
            click.echo("error: interrupted; earlier kits are left as they were", err=True)
            ctx.exit(130)
        except Exception as exc:  # a bug, not a user mistake: one line, the details on request
            if interrupt_inside(exc):  # Ctrl-C while a class was made: Python 3.11 wraps it in a RuntimeError
                click.echo("error: interrupted; earlier kits are left as they were", err=True)
                ctx.exit(130)
            if os.environ.get("ACCESSIBLE_KITS_DEBUG"):
                raise
            click.echo(
                one_line(
                    f"error: internal error ({type(exc).__name__}: {exc}); earlier kits are left as they "
                    "were; set ACCESSIBLE_KITS_DEBUG=1 for details and report it"
                ),
                err=True,
            )
            ctx.exit(70)


@click.group(cls=KitGroup)
@click.version_option(__version__, prog_name="accessible-kits")
def main():
    """Turn small paper tabletop games into accessible kits.

    Example: accessible-kits build poison-corner -p large-print -o kits
    """


@main.command()
@click.argument("games", nargs=-1, metavar="[GAME|GAME_FILE ...]")
@click.option(
    "-p",
    "--profile",
    "profiles",
    multiple=True,
    metavar="NAME|FILE",
    help="Accessibility profile; repeat for several. Default: large-print.",
)
@click.option(
    "-o",
    "--output",
    default="kits",
    show_default=True,
    metavar="DIR",
    help="Folder for the kits: OUT/<game>/<profile>/.",
)
@click.option("-j", "--jobs", default=0, type=Whole(0, 64), help="Kits built at once. Default: one per core.")
@click.option(
    "--audio",
    type=OneOf(["auto", "on", "off"]),
    default="auto",
    show_default=True,
    help="Spoken rules: auto skips audio (saying why) when no speech engine is installed.",
)
@click.option("--force", is_flag=True, help="Rebuild kits that are up to date.")
@click.option("--no-cache", "no_cache", is_flag=True, help="Do not use or fill the cache of made sounds.")
def build(games, profiles, output, *, jobs, audio, force, no_cache):
    """Build kits for games (built-in ids or .toml files) at profiles.

    Example: accessible-kits build row-removal samples/row-2-5-7.toml -p standard -p high-contrast
    """
    from pathlib import Path

    from accessible_kits.build import build as run
    from accessible_kits.errors import BadOutput
    from accessible_kits.games import builtin_ids
    from accessible_kits.options import BuildOptions

    if not output.strip():
        raise BadOutput("--output: an empty folder name is not allowed; give a folder, like -o kits", out="")
    games = list(games) or builtin_ids()
    profiles = list(profiles) or ["large-print"]
    jobs = jobs or os.cpu_count() or 1

    def progress(n, total, folder, notes):
        say(f"[{n}/{total}] {folder}")
        for note in notes:
            say(f"  note: {note}")

    run(
        games,
        profiles,
        Path(output),
        jobs,
        BuildOptions(audio=audio, force=force, cache=not no_cache),
        progress=progress,
    )
    with _signals_ignored():  # the kits are in place: Ctrl-C now must not print "interrupted"
        say(f"Kits are in {Path(output).resolve()}")
        say(f"Open {(Path(output) / 'index.html').resolve()}")


@contextlib.contextmanager
def _signals_ignored():
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    saved = {s: signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, handler in saved.items():
            signal.signal(s, handler)


@main.command()
def games():
    """List the built-in games, one a line.

    Example: accessible-kits games
    """
    from accessible_kits.games import builtin_ids, load_game

    for gid in builtin_ids():
        g = load_game(gid)
        say(f"{gid}: {g.title} ({g.family}, {g.minutes[0]}-{g.minutes[1]} minutes)")


@main.command()
def profiles():
    """List the bundled profiles, one a line.

    Example: accessible-kits profiles
    """
    from accessible_kits.profile import builtin_profiles, load_profile

    for pid in builtin_profiles():
        p = load_profile(pid)
        say(f"{pid}: {p.description}")


@main.command()
@click.argument("ref", metavar="NAME|FILE")
@click.option(
    "-p",
    "--profile",
    "profile_ref",
    default="large-print",
    show_default=True,
    metavar="NAME|FILE",
    help="For a game: the profile its sheet plan is worked out at.",
)
def check(ref, profile_ref):
    """Check a game or a profile without building: what it gives, and one line a problem.

    A file with a family and params is a game; any other is a profile.

    Example: accessible-kits check mygame.toml -p large-print
    """
    from accessible_kits.checkup import kind_of

    kind, why = kind_of(ref)
    if kind == "game":
        _check_game(ref, why, profile_ref)
        return
    from accessible_kits.fonts import font_files
    from accessible_kits.profile import load_profile, report

    p = load_profile(ref)
    font_files(p.font)
    _check_voice(p)
    say(f"{ref}: checked as a profile ({why})")
    for line in report(p):
        say(line)


def _check_game(ref: str, why: str, profile_ref: str) -> None:
    from accessible_kits.checkup import check_game

    found = check_game(ref, profile_ref)
    say(f"{ref}: checked as a game ({why})")
    for line in found.lines:
        say(line)
    for _, line in found.problems:
        click.echo(f"error: {one_line(line)}", err=True)
    if found.problems:
        n = len(found.problems)
        click.echo(f"error: {ref}: {n} problem{'s' if n > 1 else ''} to fix", err=True)
        sys.exit(2)
    say(f"{ref}: no problems found")


def _check_voice(p) -> None:
    from accessible_kits.keys import KeyProblem
    from accessible_kits.voices import voice_problem

    problem = voice_problem(p.speech.voice)
    if problem:
        raise KeyProblem(p.source, "speech.voice", problem)


@main.command()
@click.option(
    "--port", default=8765, show_default=True, type=Whole(0, 65535), help="Port to listen on; 0 picks a free one."
)
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    metavar="ADDRESS",
    help="Address to listen on. Any address but 127.0.0.1 lets other computers use the studio.",
)
@click.option("--open", "open_browser", is_flag=True, help="Open the studio in your web browser.")
def serve(port, host, open_browser):
    """Start the studio: make kits in your web browser, with a live preview.

    Example: accessible-kits serve --open
    """
    from accessible_kits.studio import serve as run

    run(host, port, open_browser, say)


@main.command()
@click.option("--clear", is_flag=True, help="Remove everything in the cache.")
def cache(clear):
    """Show where the cache of made sounds is and how big it is; --clear empties it.

    Example: accessible-kits cache --clear
    """
    from accessible_kits.cache import Cache, default_dir

    c = Cache(default_dir())
    if clear:
        freed = c.clear()
        say(f"Cleared {c.root}: {freed / 2**20:.1f} MiB freed.")
    else:
        say(f"Cache: {c.root}")
        say(f"Size: {c.size() / 2**20:.1f} MiB of at most {c.limit / 2**20:.0f} MiB.")
        for kind, (n, size) in sorted(c.kinds().items()):
            say(f"{kind}: {n} entries, {size / 2**20:.1f} MiB")
