"""What a learner is told about one prediction: the engine's reason and, where they were wrong,
the rule to read, as plain text (a tooltip, the tests) and as rich text with the rule a link.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine.outcomes import ReasonCode
from ...teaching.rules import REASON_RULES
from ...teaching.scoring import Verdict
from ..reasons import explain_reason
from ..template import fill
from .texts import mark_name, rule_text, rule_title


def explain_verdict(verdict: Verdict) -> tuple[str, str]:
    """The engine's reason; where the learner was wrong, also the rule to read. As plain text
    and as rich text in which the rule is a link (``rule:<id>``)."""
    reason = reason_text(verdict)
    if verdict.correct:
        return reason, escape(reason)
    if verdict.predicted is None:
        mistake = QCoreApplication.translate("LessonView", "not predicted")
    else:
        mistake = fill(QCoreApplication.translate("LessonView", "you said: {mark}"),
                       mark=mark_name(verdict.predicted, verdict.item))
    template = QCoreApplication.translate("LessonView", "rule: {rule}")
    title = rule_title(verdict.rule)
    plain = " — ".join(part for part in (reason, mistake, fill(template, rule=title)) if part)
    link = fill(escape(template), rule=f'<a href="rule:{escape(verdict.rule)}">{escape(title)}</a>')
    return plain, " — ".join(part for part in (escape(reason), escape(mistake), link) if part)


def reason_text(verdict: Verdict) -> str:
    """The engine's reason in words. A move stopped by a unit of its own power is said by the
    rule that really stopped it where that is not "never your own unit" (two units swapping, a
    unit that failed to leave): "cannot dislodge A Prussia, a unit of the same power" would
    blame the wrong rule."""
    if verdict.reason is None:
        return ""
    if verdict.reason.code is ReasonCode.OWN_UNIT and verdict.rule != REASON_RULES[ReasonCode.OWN_UNIT]:
        text = rule_text(verdict.rule)[1]
        if text:
            return text
    return explain_reason(verdict.reason)
