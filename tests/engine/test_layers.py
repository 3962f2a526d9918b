"""The engine and the replay plans are pure Python: importing all of them must not pull in Qt."""

import subprocess
import sys


def test_engine_and_replay_imports_do_not_import_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib, diplomacy_desktop.engine as e\n"
        "import diplomacy_desktop.replay as r\n"
        "for pkg, name in ((e, 'engine'), (r, 'replay')):\n"
        "    for m in pkgutil.iter_modules(pkg.__path__): importlib.import_module(f'diplomacy_desktop.{name}.' + m.name)\n"
        "import diplomacy_desktop.cli\n"
        "print(any(k.startswith('PySide6') for k in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
