"""Print how many lessons there are, per group and per language, for the notes and the README.

Per group: the lessons each browser group lists (a lesson may be listed in two groups, e.g. a
rulebook diagram that is also on the beginners' path), and how many of them state the source's
own answer. Per language: how many lessons show their question and heading translated, checked
by building both with that language's translator installed (an English template left over counts
as untranslated), and how many come from a published rulebook in that language (the DATC is
English). Run::

    .venv/bin/python tools/lesson_counts.py
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402

from diplomacy_desktop.teaching.catalogue import load_catalogue  # noqa: E402
from diplomacy_desktop.teaching.lessons import Group  # noqa: E402

LANGUAGES = ("en", "es", "cs", "nl")


def main() -> int:
    app = QCoreApplication.instance() or QCoreApplication([])
    from diplomacy_desktop.ui.language_menu import install_translators
    from diplomacy_desktop.ui.teaching.texts import group_name, heading_text, question_text, source_text

    catalogue = load_catalogue()
    lessons = catalogue.lessons
    print(f"lessons: {len(lessons)} "
          f"({sum(1 for l in lessons if l.source.kind.value != 'datc')} from the rules, "
          f"{sum(1 for l in lessons if l.source.kind.value == 'datc')} from the DATC)")
    print(f"with the source's own answer for at least one item: {sum(1 for l in lessons if l.answer)}")
    print()
    print(f"{'group':44} {'lessons':>7} {'stated':>7}")
    for group in Group:
        listed = catalogue.in_group(group)
        print(f"{group_name(group):44} {len(listed):7} {sum(1 for l in listed if l.answer):7}")
    print()
    english = {l.id: (question_text(l), source_text(l.source)) for l in lessons}
    published = Counter(lang for l in lessons for lang in l.source.languages)
    print(f"{'language':8} {'translated':>10} {'from its own rulebook':>22}")
    for lang in LANGUAGES:
        for translator in app.findChildren(QTranslator):
            app.removeTranslator(translator)
        install_translators(app, lang)
        if lang == "en":
            translated = len(lessons)
        else:
            translated = sum(1 for l in lessons
                             if (question_text(l), source_text(l.source)) != english[l.id] and heading_text(l))
        print(f"{lang:8} {translated:10} {published.get(lang, 0):22}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
