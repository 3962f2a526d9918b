"""Keeping submitted orders unreadable in a save file.

Hot-seat players hand in orders one after another, and the game is saved in between; anyone
could open the save in an editor. So pending orders are stored encrypted (AES-GCM from the
``cryptography`` package, not home-made):

* a player who set a PIN: with a key derived from that PIN by scrypt. Only the PIN opens them;
  the file holds a salt and a check value, never the key. A 4-digit PIN has 10,000 values, so
  this stops a glance at the file, not a determined attacker with the file and an hour.
* a player without a PIN: with a random key kept in the same file. This only hides the orders
  from a casual look, which is all such a player asked for.
"""

from __future__ import annotations

import base64
import hmac
import os
import re
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

PIN_PATTERN = re.compile(r"^\d{4}$")
_SCRYPT_N = 2 ** 15  # about 75 ms per derivation here: unnoticeable once, slow for guessing
_SALT_BYTES = 16
_NONCE_BYTES = 12


class SealError(ValueError):
    """A sealed value is damaged or the key is wrong."""


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: str, what: str) -> bytes:
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise SealError(f"{what} is not valid base64") from None


def _derive(pin: str, salt: bytes) -> bytes:
    return Scrypt(salt=salt, length=64, n=_SCRYPT_N, r=8, p=1).derive(pin.encode("utf-8"))


@dataclass(frozen=True, slots=True)
class PinLock:
    """What the save file keeps of a player's PIN: a salt and a check value (not the key)."""

    salt: bytes
    check: bytes

    @classmethod
    def create(cls, pin: str) -> tuple["PinLock", bytes]:
        """A new lock for ``pin`` and the key it opens."""
        if not PIN_PATTERN.match(pin):
            raise ValueError("a PIN is four digits")
        salt = os.urandom(_SALT_BYTES)
        derived = _derive(pin, salt)
        return cls(salt, derived[:32]), derived[32:]

    def open(self, pin: str) -> bytes | None:
        """The key if ``pin`` is right, else None."""
        if not PIN_PATTERN.match(pin):
            return None
        derived = _derive(pin, self.salt)
        return derived[32:] if hmac.compare_digest(derived[:32], self.check) else None

    def to_json(self) -> dict[str, str]:
        return {"salt": _b64(self.salt), "check": _b64(self.check)}

    @classmethod
    def from_json(cls, obj: object) -> "PinLock":
        if not isinstance(obj, dict) or not isinstance(obj.get("salt"), str) or not isinstance(obj.get("check"), str):
            raise SealError("a PIN lock needs 'salt' and 'check'")
        salt, check = _unb64(obj["salt"], "salt"), _unb64(obj["check"], "check")
        if len(salt) != _SALT_BYTES or len(check) != 32:
            raise SealError("a PIN lock has the wrong size")
        return cls(salt, check)


def new_file_key() -> bytes:
    return AESGCM.generate_key(bit_length=256)


def seal(text: str, key: bytes) -> str:
    nonce = os.urandom(_NONCE_BYTES)
    return _b64(nonce + AESGCM(key).encrypt(nonce, text.encode("utf-8"), None))


def unseal(token: str, key: bytes) -> str:
    raw = _unb64(token, "sealed orders")
    if len(raw) <= _NONCE_BYTES:
        raise SealError("sealed orders are truncated")
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
