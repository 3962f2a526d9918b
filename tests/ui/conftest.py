"""Board tests render with Qt; without a display they must use the offscreen platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """Autosaves go to a temporary folder, never the user's real data directory."""
    from diplomacy_desktop.ui.hotseat import storage

    folder = tmp_path / "appdata"
    monkeypatch.setattr(storage, "data_dir", lambda: folder)
    return folder
