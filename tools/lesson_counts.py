"""Print how many lessons there are, per group and per language, for the notes and the README.

Per group: the lessons each browser group lists (a lesson may be listed in two groups, e.g. a
rulebook diagram that is also on the beginners' path), and how many of them state the source's
own answer. Per language: how many lessons show their question and heading translated, checked
by building both with that language's translator installed (an English template left over counts
as untranslated), and how many come from a published rulebook in that language (the DATC is
English). Per language, how many lesson texts are written in it: titles, the source's
explanations, the lessons to remember (``assets/teaching/texts/<lang>.json``) and the DATC
outcomes worded by the window's templates, each counted only where it differs from the English.
Run::

    .venv/bin/python tools/lesson_counts.py
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402

from diplomacy_desktop.teaching.catalogue import load_catalogue  # noqa: E402
from diplomacy_desktop.teaching.lessons import Group, Lesson  # noqa: E402
from diplomacy_desktop.teaching.texts import english_text, lesson_text  # noqa: E402

LANGUAGES = ("en", "es", "cs", "nl", "pt")


def main() -> int:
    app = QCoreApplication.instance() or QCoreApplication([])
    from diplomacy_desktop.ui.language_menu import install_translators
    from diplomacy_desktop.ui.teaching.texts import (group_name, heading_text, question_text, source_text,
                                                     summary_text)

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
    stated_english = {l.id: summary_text(l) for l in lessons if l.stated is not None}
    texts: dict[str, list[tuple[int, int]]] = {}
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
        texts[lang] = _texts_written(lessons, lang, summary_text, stated_english)
    print()
    print(f"{'language':8} {'titles':>12} {'explanations':>14} {'to remember':>13} {'DATC outcomes':>15}")
    for lang in LANGUAGES:
        print(f"{lang:8} " + " ".join(f"{done:>{w - 4}}/{total:<3}" for (done, total), w in
                                      zip(texts[lang], (12, 14, 13, 15))))
    return 0


def _texts_written(lessons: tuple[Lesson, ...], lang: str, summary_text: Callable[[Lesson], str],
                   stated_english: dict[str, str]) -> list[tuple[int, int]]:
    """(written, total) for titles, explanations, lessons to remember and worded DATC outcomes:
    a text counts where the source has one and ``lang``'s differs from the English."""
    counts = []
    for field in ("title", "summary", "takeaway"):
        have = [l for l in lessons if getattr(english_text(l), field) and not (field == "summary" and l.stated)]
        done = sum(1 for l in have if lang == "en" or
                   getattr(lesson_text(l, lang, english=False), field) not in ("", getattr(english_text(l), field)))
        counts.append((done, len(have)))
    worded = [l for l in lessons if l.stated is not None and stated_english[l.id]]
    counts.append((sum(1 for l in worded if lang == "en" or summary_text(l) != stated_english[l.id]), len(worded)))
    return counts


if __name__ == "__main__":
    sys.exit(main())
