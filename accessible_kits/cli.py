"""The accessible-kits command line: a thin layer over the library.

Every library error (KitError) becomes one clear line on stderr and exit code 2.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from accessible_kits import __version__
from accessible_kits.errors import KitError


class KitGroup(click.Group):
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except KitError as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(2)
        except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
            raise
        except BrokenPipeError:  # the reader went away (| head): nothing more to say
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush cannot fail again
            ctx.exit(0)
        except OSError as exc:
            click.echo(f"error: {exc.filename or 'file'}: {exc.strerror}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo("error: interrupted; earlier kits are left as they were", err=True)
            ctx.exit(130)
        except Exception as exc:  # a bug, not a user mistake: one line, the details on request
            if os.environ.get("ACCESSIBLE_KITS_DEBUG"):
                raise
            click.echo(f"error: internal error ({type(exc).__name__}: {exc}); earlier kits are left as they were; "
                       "set ACCESSIBLE_KITS_DEBUG=1 for details and report it", err=True)
            ctx.exit(70)


@click.group(cls=KitGroup)
@click.version_option(__version__, prog_name="accessible-kits")
def main():
    """Turn small paper tabletop games into accessible kits.

    Example: accessible-kits build poison-corner -p large-print -o kits
    """


@main.command()
@click.argument("games", nargs=-1, metavar="[GAME|GAME_FILE ...]")
@click.option("-p", "--profile", "profiles", multiple=True, metavar="NAME|FILE",
              help="Accessibility profile; repeat for several. Default: large-print.")
@click.option("-o", "--output", default="kits", show_default=True, metavar="DIR",
              help="Folder for the kits: OUT/<game>/<profile>/.")
@click.option("-j", "--jobs", default=0, type=click.IntRange(0, 64),
              help="Kits built at once. Default: one per core.")
@click.option("--audio", type=click.Choice(["auto", "on", "off"]), default="auto", show_default=True,
              help="Spoken rules: auto skips audio (saying why) when no speech engine is installed.")
@click.option("--force", is_flag=True, help="Rebuild kits that are up to date.")
@click.option("--no-cache", "no_cache", is_flag=True, help="Do not use or fill the cache of made sounds.")
def build(games, profiles, output, jobs, audio, force, no_cache):
    """Build kits for games (built-in ids or .toml files) at profiles.

    Example: accessible-kits build row-removal samples/row-2-5-7.toml -p standard -p high-contrast
    """
    from accessible_kits.build import build as run
    from accessible_kits.games import builtin_ids

    games = list(games) or builtin_ids()
    profiles = list(profiles) or ["large-print"]
    jobs = jobs or os.cpu_count() or 1

    def progress(n, total, folder, notes):
        click.echo(f"[{n}/{total}] {folder}")
        for note in notes:
            click.echo(f"  note: {note}")

    run(games, profiles, Path(output), jobs, {"audio": audio, "force": force, "cache": not no_cache}, progress)
    click.echo(f"Kits are in {Path(output).resolve()}")
    click.echo(f"Open {(Path(output) / 'index.html').resolve()}")


@main.command()
def games():
    """List the built-in games, one a line.

    Example: accessible-kits games
    """
    from accessible_kits.games import builtin_ids, load_game

    for gid in builtin_ids():
        g = load_game(gid)
        click.echo(f"{gid}: {g.title} ({g.family}, {g.minutes[0]}-{g.minutes[1]} minutes)")


@main.command()
def profiles():
    """List the bundled profiles, one a line.

    Example: accessible-kits profiles
    """
    from accessible_kits.profile import builtin_profiles, load_profile

    for pid in builtin_profiles():
        p = load_profile(pid)
        click.echo(f"{pid}: {p.description}")


@main.command()
@click.argument("profile", metavar="NAME|FILE")
def check(profile):
    """Report what a profile gives and fail on what it breaks.

    Example: accessible-kits check profiles/my-profile.toml
    """
    from accessible_kits.fonts import font_files
    from accessible_kits.profile import load_profile, report

    p = load_profile(profile)
    font_files(p.font)
    for line in report(p):
        click.echo(line)


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
        click.echo(f"Cleared {c.root}: {freed / 2**20:.1f} MiB freed.")
    else:
        click.echo(f"Cache: {c.root}")
        click.echo(f"Size: {c.size() / 2**20:.1f} MiB of at most {c.limit / 2**20:.0f} MiB.")
        for kind, (n, size) in sorted(c.kinds().items()):
            click.echo(f"{kind}: {n} entries, {size / 2**20:.1f} MiB")
