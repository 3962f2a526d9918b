"""What the built package carries and says about itself: every data file, the version everywhere
the same, the commands a player types. (``.ci/wheel_smoke.sh`` installs the real wheel and runs it
from another folder.)"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import diplomacy_desktop
from diplomacy_desktop import cli, resources

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_folder_of_code_and_data_is_a_listed_package() -> None:
    """A new package or a new assets/ folder not listed in pyproject.toml would be missing from the
    wheel: the installed game would fail where the source checkout works."""
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "diplomacy_desktop").rglob("__init__.py")}
    data = {".".join(("diplomacy_desktop", "assets", *p.relative_to(ROOT / "assets").parts))
            for p in (ROOT / "assets").rglob("*") if p.is_dir() and p.name != "__pycache__"}
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert listed == code | data | {"diplomacy_desktop.assets"}
    assert PYPROJECT["tool"]["setuptools"]["package-dir"] == {"diplomacy_desktop.assets": "assets"}


def test_the_data_is_read_from_the_one_assets_folder() -> None:
    assert resources.ASSETS == ROOT / "assets"  # a source checkout: the project's own folder
    from diplomacy_desktop.engine import board
    from diplomacy_desktop.ui import language_menu
    from diplomacy_desktop.ui.board import anchors, hit_testing, render_map

    for path in (board.MAPS_DIR / "standard" / "map.json", language_menu.I18N_DIR / "diplomacy_desktop_es.qm",
                 render_map.BOARD_SVG, anchors.LAYOUT_JSON, hit_testing.BOARD_SVG):
        assert path.is_file() and resources.ASSETS in path.parents


def test_no_module_works_out_the_data_folder_from_its_own_file() -> None:
    """Such a path points into the source tree, which an installed game does not have."""
    pattern = re.compile(r"__file__.*assets|parents\[\d\]\s*/\s*\"assets\"|parent\.parent.*\"assets\"")
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "diplomacy_desktop").rglob("*.py")
                 if p.name != "resources.py" and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def _released_versions(text: str, pattern: str) -> list[str]:
    return re.findall(pattern, text)


def test_one_version_everywhere() -> None:
    version = diplomacy_desktop.__version__
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "diplomacy_desktop.__version__"}
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    metainfo = resources.asset("desktop", f"{resources.APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert _released_versions(changelog, r"(?m)^## (\d+\.\d+\.\d+)")[0] == version
    assert _released_versions(metainfo, r'<release version="([^"]+)"')[0] == version
    assert (_released_versions(changelog, r"(?m)^## (\d+\.\d+\.\d+)")
            == _released_versions(metainfo, r'<release version="([^"]+)"'))


def test_version_option_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"diplomacy-desktop {diplomacy_desktop.__version__}"


def test_the_window_and_the_tools_are_installed_as_commands() -> None:
    project = PYPROJECT["project"]
    assert project["scripts"] == {"diplomacy-desktop": "diplomacy_desktop.cli:main"}
    assert project["gui-scripts"] == {"diplomacy-desktop-window": "diplomacy_desktop.cli:window_main"}
    assert project["license-files"] == ["LICENSE"] and "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_render_map_names_the_missing_board_drawing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A broken installation without the board's SVG is named as such, not as an unwritable image."""
    from diplomacy_desktop.ui.board import render_map

    missing = tmp_path / "gone" / "board.svg"
    defaults = render_map.render_map_png.__defaults__
    monkeypatch.setattr(render_map.render_map_png, "__defaults__", (defaults[0], missing))
    out = tmp_path / "out.png"
    assert cli.main(["render-map", str(out)]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert f"cannot read {missing}" in err and "cannot write" not in err
    assert not out.exists()


def test_render_map_still_names_an_image_it_cannot_write(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a file").write_text("", encoding="utf-8")
    out = tmp_path / "a file" / "out.png"  # its folder cannot be made
    assert cli.main(["render-map", str(out), "--width", "200"]) == cli.EXIT_BAD_INPUT
    assert f"cannot write {out}" in capsys.readouterr().err


def test_the_tools_run_from_another_folder(tmp_path: Path) -> None:
    """The data is found by the package, not by the working folder."""
    case = '{"phase": {"season": "spring", "year": 1901, "type": "movement"}, "units": {"germany": ["A ber"], ' \
           '"russia": ["A war"]}, "orders": {"germany": ["A ber - sil"], "russia": ["A war - sil"]}}'
    run = subprocess.run([sys.executable, "-m", "diplomacy_desktop", "adjudicate", "-"], input=case, text=True,
                         capture_output=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                                                                "PYTHONDONTWRITEBYTECODE": "1"},
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert '"outcome":"bounced"' in run.stdout


def test_a_package_that_is_not_plain_files_finds_its_data_through_importlib(monkeypatch: pytest.MonkeyPatch) -> None:
    """The start-up's short way (the folder beside the loaded module) is only a short way: a
    bundler's package, found by ``importlib.resources`` instead, gets the same folder."""
    monkeypatch.setattr(resources, "_plain_assets_folder", lambda: None)
    assert resources._assets_folder() == ROOT / "assets"
