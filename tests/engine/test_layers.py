"""The engine, the bots, the replay plans, the lessons and practice are pure Python: importing
all of them (every module of every subpackage) must not pull in Qt."""

import subprocess
import sys


def test_qt_free_packages_do_not_import_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "for name in ('engine', 'bots', 'replay', 'teaching', 'practice'):\n"
        "    pkg = importlib.import_module('diplomacy_desktop.' + name)\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'): importlib.import_module(m.name)\n"
        "import diplomacy_desktop.cli\n"
        "print(any(k.startswith('PySide6') for k in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
