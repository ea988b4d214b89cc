"""python -m accessible_kits: the command line, as the accessible-kits command runs it."""

import sys

try:
    from accessible_kits.cli import main
except KeyboardInterrupt:  # Ctrl-C while the command starts: one line, as later, not a traceback
    sys.stderr.write("error: interrupted; earlier kits are left as they were\n")
    sys.exit(130)

GRACE_S = 5.0  # how long an interrupted command may take to end once it has said so


def run() -> None:
    """The command, and an interrupted one ended for sure: once it has said "interrupted" (exit
    130), a thread the interrupt left waiting on a lock (an import or a pool's, taken when the
    signal landed) must not hold the process at exit; a watchdog ends it after GRACE_S. Only in
    a process of its own, never in a test's CliRunner."""
    try:
        main()
    except SystemExit as exc:
        if exc.code == 130:
            import os
            import threading

            def end() -> None:
                sys.stderr.flush()
                os._exit(130)

            timer = threading.Timer(GRACE_S, end)
            timer.daemon = True  # the watchdog itself never keeps the process alive
            timer.start()
        raise


if __name__ == "__main__":  # not again when a worker process of the studio imports this module
    run()
