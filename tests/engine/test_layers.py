"""The engine and the bots are pure Python: importing all of them must not pull in Qt."""

import subprocess
import sys


def test_engine_and_bots_import_does_not_import_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib, diplomacy_desktop.engine as e\n"
        "for m in pkgutil.iter_modules(e.__path__): importlib.import_module('diplomacy_desktop.engine.' + m.name)\n"
        "import diplomacy_desktop.bots as b\n"
        "for m in pkgutil.iter_modules(b.__path__): importlib.import_module('diplomacy_desktop.bots.' + m.name)\n"
        "import diplomacy_desktop.cli\n"
        "print(any(k.startswith('PySide6') for k in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
