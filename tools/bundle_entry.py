"""The stand-alone bundle's program: the same as the ``diplomacy-desktop`` command (tools/build_bundle.sh)."""

from diplomacy_desktop.cli import main

raise SystemExit(main())
