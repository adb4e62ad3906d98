package io.github.tabla.notation.position;

import io.github.tabla.core.SyntaxError;
import io.vavr.control.Either;

/** A read position in a text, trimmed of surrounding whitespace, that makes syntax errors. */
final class Scan {
  /** What {@link SyntaxError#found()} says when the text stopped early. */
  static final String END_OF_TEXT = "end of text";

  final String text;
  final int end;
  int pos;

  Scan(String text) {
    this.text = text;
    int s = 0;
    while (s < text.length() && Character.isWhitespace(text.charAt(s))) {
      s++;
    }
    int e = text.length();
    while (e > s && Character.isWhitespace(text.charAt(e - 1))) {
      e--;
    }
    this.pos = s;
    this.end = e;
  }

  boolean atEnd() {
    return pos >= end;
  }

  /** The character at the read position; only when not {@link #atEnd()}. */
  char peek() {
    return text.charAt(pos);
  }

  boolean at(char c) {
    return pos < end && text.charAt(pos) == c;
  }

  String found(int column) {
    if (column >= end) {
      return END_OF_TEXT;
    }
    return new String(Character.toChars(text.codePointAt(column)));
  }

  <T> Either<SyntaxError, T> error(String code, int column, String expected) {
    return Either.left(SyntaxError.of(code, text, column, expected, found(column)));
  }

  <T> Either<SyntaxError, T> error(String code, String expected) {
    return error(code, pos, expected);
  }
}
