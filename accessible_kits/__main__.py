from accessible_kits.cli import main

if __name__ == "__main__":   # not again when a worker process of the studio imports this module
    main()
