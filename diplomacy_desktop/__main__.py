"""``python -m diplomacy_desktop`` is the same as the ``diplomacy-desktop`` command."""

from .cli import main

raise SystemExit(main())
