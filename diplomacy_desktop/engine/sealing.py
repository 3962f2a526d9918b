"""Keeping submitted orders unreadable and unforgeable in a save file.

Hot-seat players hand in orders one after another, and the game is saved in between; anyone
could open the save in an editor. So pending orders are stored sealed (AES-GCM from the
``cryptography`` package, not home-made):

* a player who set a PIN or passphrase: with a key derived from it by scrypt, tuned so that one
  guess costs about a quarter of a second here (``bench/sealing.py`` prints the figure). The
  file holds a salt, the cost and a check value, never the key. Each phase's seal uses its own
  key, derived from that one by HKDF with the game, power and phase, so the secret is typed once
  per session and still no two phases share a key.
* a player without a PIN: with a random key kept in the same file. This only hides the orders
  from a casual look, which is all such a player asked for.

Every seal is bound, as AES-GCM associated data, to the game id, the power, the phase, the lock
kind, the submitted flag, the power's revision within the phase (how many times its orders were
changed) and the game's lineage (a digest of every phase played so far, ``engine/lineage.py``):
a seal copied from another phase, another power, another game, another position or an earlier
submission of the same phase, or relabelled, does not open. The sealed text is padded to a fixed
size (:data:`BUCKET`), so the file does not tell how many orders were given.

A PIN lock carries a checksum of its salt, check value and cost, so that a damaged lock is told
apart from a wrong PIN (it says nothing against someone who edits the file on purpose: they can
write a lock of their own, which the player's own PIN then does not open).

What a PIN cannot do (said plainly in the PIN dialog and ``docs/hotseat.md``): 4 digits are only
10,000 guesses, about 40 minutes on one core at 0.25 s each, so a 4-digit PIN keeps honest
friends honest and stops a glance at the file, not someone who takes the file home. A passphrase
of a few words is out of reach of such a search.
"""

from __future__ import annotations

import base64
import json
import os
import re
import unicodedata
from dataclasses import dataclass



MIN_SECRET, MAX_SECRET = 4, 64
"""A PIN has at least 4 digits; a passphrase at most 64 characters."""
LEGACY_PIN = re.compile(r"^\d{4}$")
"""Saves from before passphrases: exactly 4 digits."""

_SALT_BYTES = 16
_NONCE_BYTES = 12
_TAG_BYTES = 16
_KEY_BYTES = 32

BUCKET = 2048
"""Sealed texts are padded with spaces to a multiple of this many bytes. A power has at most one
unit per supply centre it owns (34 on the standard map), so at most 34 orders; the longest order
text is 28 characters (``F stp/sc S F bot - stp/sc``), 32 bytes as a JSON list item: any legal set
of a power's orders fits in 1,100 bytes; with the revisions the seal saw (seven powers, under 150
bytes) and the object around them, under 1,300, so every legal set seals to the same size."""

SEAL_PREFIX = "v3."
"""Seals bound to game, power, phase, revision and lineage start with this."""
V2_PREFIX = "v2."
"""Seals of Diplomacy Desktop 0.1.0 (bound to game, power and phase only); older ones are bare base64."""
SEALED_LENGTH = len(SEAL_PREFIX) + len(base64.b64encode(bytes(_NONCE_BYTES + BUCKET + _TAG_BYTES)))
"""The length of every sealed submission of a legal size: checkable without any key."""


class SealError(ValueError):
    """A sealed value is damaged, belongs elsewhere, or the key is wrong."""


@dataclass(frozen=True, slots=True)
class KdfCost:
    """Scrypt's work factors: each guess costs time and ``128 * n * r`` bytes of memory."""

    n: int
    r: int
    p: int = 1

    def valid(self) -> bool:
        """Within what this program ever writes (a file cannot make loading take minutes or
        gigabytes) and what scrypt derives: RFC 7914 wants ``n < 2 ** (16 * r)``, and OpenSSL,
        under ``cryptography``, refuses anything else (with a MemoryError), so ``n = 2 ** 16``
        needs ``r >= 2``."""
        return (2 ** 10 <= self.n <= 2 ** 20 and self.n & (self.n - 1) == 0
                and 1 <= self.r <= 32 and 1 <= self.p <= 4 and self.n * self.r <= 2 ** 20
                and self.n < 2 ** (16 * self.r))


DEFAULT_COST = KdfCost(2 ** 15, 10)
"""About 0.25 s and 40 MiB per derivation on the reference machine (``bench/sealing.py``)."""
LEGACY_COST = KdfCost(2 ** 15, 8)
"""The cost saves from before version-2 locks used."""


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: str, what: str) -> bytes:
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise SealError(f"{what} is not valid base64") from None


def normalise_secret(secret: str) -> str:
    """The same passphrase typed on another keyboard (composed or decomposed accents) is the same."""
    return unicodedata.normalize("NFC", secret)


def secret_problem(secret: str) -> str | None:
    """Why ``secret`` cannot be a PIN or passphrase, as a code the UI translates; None if it can.

    ``short``: fewer than 4 characters; ``long``: more than 64; ``blank``: only spaces."""
    text = normalise_secret(secret)
    if len(text) < MIN_SECRET:
        return "short"
    if len(text) > MAX_SECRET:
        return "long"
    if not text.strip():
        return "blank"
    return None


def guesses_needed(secret: str) -> int:
    """A cautious count of the guesses a search for secrets of this shape needs, for the dialog's
    note: digits only, 10 per digit; words, 2,000 per word (common words); one word, a dictionary
    of 100,000; anything else, 95 printable characters per character."""
    text = normalise_secret(secret)
    words = text.split()
    if text.isdigit():
        return 10 ** len(text)
    if len(words) > 1 and all(w.isalpha() for w in words):
        return 2000 ** len(words)
    if len(words) == 1 and text.isalpha():
        return 100_000
    return 95 ** len(text)


# The ``cryptography`` primitives are imported where they are used: a game's window is on screen
# before anything is sealed, and importing them is about 3% of the window's start-up.


def _derive(secret: str, salt: bytes, cost: KdfCost) -> bytes:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    return Scrypt(salt=salt, length=64, n=cost.n, r=cost.r, p=cost.p).derive(
        normalise_secret(secret).encode("utf-8"))


@dataclass(frozen=True, slots=True)
class PinLock:
    """What the save file keeps of a player's PIN: a salt, the cost and a check value (not the key).

    ``version`` 2 locks open version-2 seals (a key per phase, bound data); version 1 is the lock
    of older saves (4 digits, one key, nothing bound), read so those saves still load."""

    salt: bytes
    check: bytes
    cost: KdfCost = DEFAULT_COST
    version: int = 2

    @classmethod
    def create(cls, secret: str, cost: KdfCost | None = None) -> tuple["PinLock", bytes]:
        """A new lock for ``secret`` and the master key it opens (at :data:`DEFAULT_COST` unless given)."""
        cost = cost or DEFAULT_COST
        problem = secret_problem(secret)
        if problem is not None:
            raise ValueError(f"a PIN or passphrase is {MIN_SECRET} to {MAX_SECRET} characters ({problem})")
        salt = os.urandom(_SALT_BYTES)
        derived = _derive(secret, salt, cost)
        return cls(salt, derived[:32], cost, 2), derived[32:]

    def open(self, secret: str) -> bytes | None:
        """The master key if ``secret`` is right, else None."""
        if self.version == 1 and not LEGACY_PIN.match(secret):
            return None
        if self.version == 2 and secret_problem(secret) is not None:
            return None
        import hmac  # (here, not at the top: it loads OpenSSL, 12 ms of every start, for a PIN check)

        derived = _derive(secret, self.salt, self.cost)
        return derived[32:] if hmac.compare_digest(derived[:32], self.check) else None

    def checksum(self) -> str:
        """A digest of everything the lock holds: a changed byte of salt, check value or cost
        shows as damage at loading instead of as a wrong PIN at every try. Not a signature:
        whoever edits the file on purpose can recompute it (``docs/hotseat.md`` says what that
        gains them)."""
        import hashlib  # noqa: PLC0415 - as hmac above: OpenSSL is loaded only when a lock is read

        fields = f"diplomacy-desktop pin lock|{self.version}|{self.cost.n}|{self.cost.r}|{self.cost.p}|"
        return _b64(hashlib.sha256(fields.encode("ascii") + self.salt + b"|" + self.check).digest()[:16])

    def to_json(self) -> dict[str, object]:
        if self.version == 1:
            return {"salt": _b64(self.salt), "check": _b64(self.check), "sum": self.checksum()}
        return {"v": 2, "kdf": "scrypt", "n": self.cost.n, "r": self.cost.r, "p": self.cost.p,
                "salt": _b64(self.salt), "check": _b64(self.check), "sum": self.checksum()}

    @classmethod
    def from_json(cls, obj: object, *, checksum_required: bool = True) -> "PinLock":
        """The lock in ``obj``; SealError if it is damaged. Saves of Diplomacy Desktop 0.1.0 and
        older wrote no checksum (``checksum_required=False`` for them)."""
        if not isinstance(obj, dict) or not isinstance(obj.get("salt"), str) or not isinstance(obj.get("check"), str):
            raise SealError("a PIN lock needs 'salt' and 'check'")
        salt, check = _unb64(obj["salt"], "salt"), _unb64(obj["check"], "check")
        if len(salt) != _SALT_BYTES or len(check) != 32:
            raise SealError("a PIN lock has the wrong size")
        if "v" not in obj:
            lock = cls(salt, check, LEGACY_COST, 1)
        else:
            numbers = [x for x in (obj.get(k) for k in ("n", "r", "p")) if isinstance(x, int) and not isinstance(x, bool)]
            if obj.get("v") != 2 or obj.get("kdf") != "scrypt" or len(numbers) != 3:
                raise SealError("a PIN lock has an unknown kind or cost")
            cost = KdfCost(*numbers)
            if not cost.valid():
                raise SealError("a PIN lock's cost is out of range")
            lock = cls(salt, check, cost, 2)
        if "sum" in obj or checksum_required:
            if obj.get("sum") != lock.checksum():
                raise SealError("a PIN lock does not match its checksum")
        return lock


@dataclass(frozen=True, slots=True)
class SealContext:
    """What a seal is bound to: it opens only for this game, power, phase, lock kind, flag,
    revision and lineage."""

    game_id: str
    power: str
    phase: str
    """The phase code, ``S1901M``."""
    lock: str
    """``pin`` or ``file``."""
    submitted: bool
    revision: int = 0
    """How many times this power's submission changed in this phase: an earlier one does not open."""
    lineage: str = ""
    """The game's history so far (``engine/lineage.py``): the seal opens only in this game's position."""

    def associated_data(self) -> bytes:
        return json.dumps({"game": self.game_id, "power": self.power, "phase": self.phase, "lock": self.lock,
                           "submitted": self.submitted, "revision": self.revision, "lineage": self.lineage},
                          sort_keys=True, separators=(",", ":")).encode("utf-8")

    def v2_associated_data(self) -> bytes:
        """What Diplomacy Desktop 0.1.0 bound its seals to (no revision, no lineage)."""
        return json.dumps({"game": self.game_id, "power": self.power, "phase": self.phase, "lock": self.lock,
                           "submitted": self.submitted}, sort_keys=True, separators=(",", ":")).encode("utf-8")

    def phase_key(self, master: bytes) -> bytes:
        """A key for this game, power and phase only, from the player's (or the file's) master key."""
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.kdf.hkdf import HKDF

        info = b"diplomacy-desktop seal v2|" + "|".join((self.game_id, self.power, self.phase)).encode("utf-8")
        return HKDF(algorithm=hashes.SHA256(), length=_KEY_BYTES, salt=None, info=info).derive(master)


def new_file_key() -> bytes:
    """A random 256-bit AES-GCM key (what ``AESGCM.generate_key`` makes: bytes from the OS's source)."""
    return os.urandom(_KEY_BYTES)


def pad(text: str) -> bytes:
    """``text`` with spaces after it (JSON ignores them) up to a multiple of :data:`BUCKET`."""
    data = text.encode("utf-8")
    size = max(BUCKET, -(-len(data) // BUCKET) * BUCKET)
    return data + b" " * (size - len(data))


def seal(text: str, master: bytes, context: SealContext) -> str:
    """Seal ``text`` (padded) for ``context`` with that phase's key."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    nonce = os.urandom(_NONCE_BYTES)
    sealed = AESGCM(context.phase_key(master)).encrypt(nonce, pad(text), context.associated_data())
    return SEAL_PREFIX + _b64(nonce + sealed)


def check_form(token: str) -> None:
    """What can be checked of a seal without its key: prefix, base64, and size (raises SealError)."""
    if token.startswith((SEAL_PREFIX, V2_PREFIX)):
        raw = _unb64(token[len(SEAL_PREFIX):], "sealed orders")
        size = len(raw) - _NONCE_BYTES - _TAG_BYTES
        if size < BUCKET or size % BUCKET:
            raise SealError("sealed orders have the wrong size (truncated or extended)")
        return
    raw = _unb64(token, "sealed orders")
    if len(raw) < _NONCE_BYTES + _TAG_BYTES + 2:  # an old seal of at least "[]"
        raise SealError("sealed orders are truncated")


def unseal(token: str, master: bytes, context: SealContext, *, v2: bool = False) -> str:
    """The text sealed for ``context``; SealError if damaged, moved from elsewhere, or the key is wrong.

    A seal of Diplomacy Desktop 0.1.0 (``v2.``, bound without revision or lineage) opens only
    when ``v2`` says the caller accepts one; otherwise it is refused like any other damage."""
    check_form(token)
    if token.startswith(V2_PREFIX):
        if not v2:
            raise SealError("an older seal where only a current one belongs")
        data = context.v2_associated_data()
    elif token.startswith(SEAL_PREFIX):
        data = context.associated_data()
    else:
        raise SealError("an old-style seal needs the old key")
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    raw = _unb64(token[len(SEAL_PREFIX):], "sealed orders")
    try:
        plain = AESGCM(context.phase_key(master)).decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], data)
        return plain.decode("utf-8")
    except (InvalidTag, UnicodeDecodeError):
        raise SealError("sealed orders are damaged or belong to another game, power or phase") from None


def unseal_legacy(token: str, key: bytes) -> str:
    """A seal from an older save (one key, nothing bound), so those saves still load."""
    check_form(token)
    if token.startswith((SEAL_PREFIX, V2_PREFIX)):
        raise SealError("a bound seal cannot be opened as an old one")
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    raw = _unb64(token, "sealed orders")
    try:
        return AESGCM(key).decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], None).decode("utf-8")
    except (InvalidTag, UnicodeDecodeError):
        raise SealError("sealed orders are damaged or the key is wrong") from None


def key_to_json(key: bytes) -> str:
    return _b64(key)


def key_from_json(text: object) -> bytes:
    if not isinstance(text, str):
        raise SealError("the file key must be a string")
    key = _unb64(text, "file key")
    if len(key) != 32:
        raise SealError("the file key has the wrong size")
    return key

