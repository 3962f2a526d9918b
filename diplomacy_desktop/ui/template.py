"""Filling translated sentences: the one placeholder style translators see.

Every user-visible sentence with a value in it is written with named fields,
``self.tr("Autosave failed: {problem}")``, so a translator reads what goes where and can move it
(Czech and Spanish put names in other places than English). Counts use Qt's plural forms
(``%n``) instead, through ``tr(text, "", n)``.
"""

from __future__ import annotations


def fill(template: str, **fields: str) -> str:
    """Put named fields into a translated template (``{name}`` becomes ``fields["name"]``)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template
