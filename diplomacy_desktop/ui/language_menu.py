"""The Language menu: switch the window's language at once, and remember it.

Switching swaps the installed translators (ours and Qt's own ``qtbase`` catalogue, so standard
buttons and file dialogs follow); Qt then sends every widget a ``LanguageChange`` event and the
main window retranslates itself. The order notation follows too, since the notation file is named
by the translation (:func:`..names.current_notation`). The choice is kept in ``QSettings``; until a
player makes one, the system locale decides (:func:`..app.choose_language`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QSettings, QTranslator, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ..resources import asset

I18N_DIR = asset("i18n")
SETTINGS_KEY = "language"

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "es": "Español", "cs": "Čeština", "nl": "Nederlands",
                                  "pt": "Português"}
"""Each language in its own words (a player who cannot read the current language still finds theirs)."""

QT_CATALOGUES: dict[str, tuple[str, ...]] = {"pt": ("qtbase_pt_BR",)}
"""Qt's own catalogue for a language whose file is not ``qtbase_<code>``: PySide6 ships Portuguese
only as Brazilian Portuguese (its ``qt_pt_PT`` is an old, partial Qt 4 file)."""


def saved_language() -> str | None:
    """The language a player chose in the menu, if any."""
    value = QSettings().value(SETTINGS_KEY)
    return value if isinstance(value, str) and value in LANGUAGE_NAMES else None


def current_language() -> str:
    """The language of the installed translators (``en`` when none is)."""
    code = QCoreApplication.translate(
        "Notation", "en", "the language code of the order notation file assets/notation/<code>.json")
    return code if code in LANGUAGE_NAMES else "en"


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load our strings and Qt's own (standard dialogs, undo texts) for ``language``."""
    installed: list[QTranslator] = []
    if language == "en":
        return installed
    ours = QTranslator(app)
    if ours.load(str(I18N_DIR / f"diplomacy_desktop_{language}.qm")):
        app.installTranslator(ours)
        installed.append(ours)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for catalogue in QT_CATALOGUES.get(language, (f"qtbase_{language}",)):
        qt = QTranslator(app)
        if qt.load(catalogue, folder):
            app.installTranslator(qt)
            installed.append(qt)
            break
    return installed


def switch_language(language: str, *, remember: bool = True) -> None:
    """Replace the installed translators with ``language``'s; every window retranslates itself."""
    app = QCoreApplication.instance()
    if app is None or language not in LANGUAGE_NAMES:
        return
    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)
        translator.deleteLater()
    install_translators(app, language)
    if remember:
        QSettings().setValue(SETTINGS_KEY, language)


class LanguageMenu(QMenu):
    """One checkable entry per language, the current one checked."""

    languageChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES.items():
            action = QAction(name, self)
            action.setObjectName(f"language_{code}")
            action.setCheckable(True)
            action.setData(code)
            self._group.addAction(action)
            self.addAction(action)
            self.language_actions[code] = action
        self._group.triggered.connect(self._chosen)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Language"))
        self.language_actions[current_language()].setChecked(True)

    def _chosen(self, action: QAction) -> None:
        code = action.data()
        if code != current_language():
            switch_language(code)
            self.languageChosen.emit(code)


def add_language_menu(window: QMainWindow) -> LanguageMenu:
    """Put the Language menu at the end of ``window``'s menu bar."""
    menu = LanguageMenu(window)
    window.menuBar().addMenu(menu)
    return menu
