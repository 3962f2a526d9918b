"""``install-desktop-entry`` puts the game, its icon and its metadata where desktops look, starting
this installation's window; the shipped files pass the standard validators."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from diplomacy_desktop import cli, desktop_entry
from diplomacy_desktop.resources import APP_ID, ICON_SIZES, asset

ENTRY = asset("desktop", f"{APP_ID}.desktop")
METAINFO = asset("desktop", f"{APP_ID}.metainfo.xml")


def _keys(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_install_writes_entry_icons_and_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli.main(["install-desktop-entry"]) == 0
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    keys = _keys(entry.read_text(encoding="utf-8"))
    assert keys["Icon"] == APP_ID and keys["Name"] == "Diplomacy Desktop"
    program = keys["Exec"].removesuffix(" %f").split(" ")[0]
    assert Path(program).is_absolute() and Path(keys["TryExec"]).is_file()
    for size in ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert _png_size(icon) == (size, size)
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() \
        == asset("desktop", "icon.svg").read_bytes()
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    assert str(entry) in capsys.readouterr().out

    assert cli.main(["install-desktop-entry", "--remove"]) == 0
    assert not entry.exists() and not list(tmp_path.rglob("*.png"))


def test_a_stand_alone_bundle_starts_its_own_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "bundle" / "diplomacy-desktop"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))
    entry = desktop_entry.install(tmp_path / "share")[0]
    assert _keys(entry.read_text(encoding="utf-8"))["Exec"] == f"{program} %f"


def test_an_unwritable_menu_folder_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "applications").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli.main(["install-desktop-entry"]) == cli.EXIT_BAD_INPUT
    assert f"install-desktop-entry: {tmp_path / 'applications'}" in capsys.readouterr().err


def test_a_relative_xdg_data_home_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop_entry.data_home({"XDG_DATA_HOME": "relative/share"}) == tmp_path / ".local" / "share"
    assert desktop_entry.data_home({"XDG_DATA_HOME": "/srv/share"}) == Path("/srv/share")


def test_exec_quotes_a_program_path_with_spaces_and_reserved_characters(tmp_path: Path) -> None:
    text = desktop_entry.desktop_entry_text(['/home/Ana María/my games$/bin/diplomacy-desktop-window'])
    assert _keys(text)["Exec"] == '"/home/Ana María/my games\\\\$/bin/diplomacy-desktop-window" %f'


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
@pytest.mark.parametrize("program", [["/usr/bin/diplomacy-desktop-window"], ["/opt/My Games/python3", "-m",
                                                                           "diplomacy_desktop"]])
def test_shipped_and_written_entries_pass_desktop_file_validate(tmp_path: Path, program: list[str]) -> None:
    written = desktop_entry.install(tmp_path, program)[0]
    for entry in (ENTRY, written):
        run = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert run.returncode == 0 and run.stdout == "", run.stdout + run.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_passes_appstreamcli_validate() -> None:
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_shipped_icons_are_the_sizes_their_names_say() -> None:
    for size in ICON_SIZES:
        assert _png_size(asset("desktop", f"icon-{size}.png")) == (size, size)
