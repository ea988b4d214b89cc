from accessible_kits.cli import main

main()
