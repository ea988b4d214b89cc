try:
    from accessible_kits.cli import main
except KeyboardInterrupt:  # Ctrl-C while Python loads the program, before the CLI can catch it: no traceback
    import sys

    sys.stderr.write("error: interrupted; earlier kits are left as they were\n")
    sys.exit(130)

if __name__ == "__main__":   # not again when a worker process of the studio imports this module
    main()
