"""Teaching mode, Qt-free: lessons you predict, then watch.

A :class:`~.lessons.Lesson` is one phase to judge (a position and everyone's orders) taken
from a rulebook diagram, the rulebooks' 1901-1902 sample game or a DATC case, with the source's
own answer. The learner marks what will happen to each order (:mod:`.marks`), the engine judges
the phase, and :mod:`.scoring` compares the two, naming the rule behind each difference
(:mod:`.rules`). :mod:`.catalogue` loads every lesson from ``assets/teaching/``; :mod:`.progress`
is what the UI remembers between sessions. Nothing here imports Qt.
"""
