"""The engine, the bots, the replay plans, the lessons and practice are pure Python: importing
all of them (every module of every subpackage) must not pull in Qt."""

import subprocess
import sys
from pathlib import Path


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


def test_every_pure_module_can_be_imported_first() -> None:
    """A bot, a lesson or a script may start with any engine module (``import
    diplomacy_desktop.engine.position`` used to fail in a circle through the orders and the
    notation). Each module is imported first in a fresh child forked from a process that has
    imported none of ours."""
    code = (
        "import importlib, os, sys\n"
        "names = []  # found on disk (pkgutil.walk_packages would import the packages here)\n"
        "for name in ('engine', 'bots', 'replay', 'teaching', 'practice'):\n"
        "    for folder, _dirs, files in sorted(os.walk(os.path.join('diplomacy_desktop', name))):\n"
        "        package = folder.replace(os.sep, '.')\n"
        "        names += [package if f == '__init__.py' else package + '.' + f[:-3]\n"
        "                  for f in sorted(files) if f.endswith('.py') and f != '__main__.py']\n"
        "assert not any(m.startswith('diplomacy_desktop') for m in sys.modules)\n"
        "children = {}\n"
        "for module in names:\n"
        "    pid = os.fork()\n"
        "    if pid == 0:\n"
        "        try:\n"
        "            importlib.import_module(module)\n"
        "        except BaseException:\n"
        "            os._exit(1)\n"
        "        os._exit(0)\n"
        "    children[module] = pid\n"
        "failed = [m for m, pid in children.items() if os.waitpid(pid, 0)[1] != 0]\n"
        "print(len(names), failed)\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    count, failed = out.stdout.split(" ", 1)
    assert int(count) > 60  # every module was found
    assert failed.strip() == "[]"
