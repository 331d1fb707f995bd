from wumpus.cli import main

raise SystemExit(main())
