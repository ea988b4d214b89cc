"""python -m accessible_kits: the command line, as the accessible-kits command runs it."""

import sys

try:
    from accessible_kits.cli import main
except KeyboardInterrupt:  # Ctrl-C while the command starts: one line, as later, not a traceback
    sys.stderr.write("error: interrupted; earlier kits are left as they were\n")
    sys.exit(130)

if __name__ == "__main__":  # not again when a worker process of the studio imports this module
    main()
