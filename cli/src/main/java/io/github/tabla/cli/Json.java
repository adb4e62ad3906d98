package io.github.tabla.cli;

import io.vavr.collection.Seq;

/**
 * The little JSON the {@code --json} outputs need: objects written field by field on one line, so
 * that {@code --stdin} answers stay one line each.
 */
final class Json {
  private final StringBuilder out = new StringBuilder("{");

  Json string(String name, String value) {
    return raw(name, quote(value));
  }

  Json number(String name, long value) {
    return raw(name, Long.toString(value));
  }

  Json bool(String name, boolean value) {
    return raw(name, Boolean.toString(value));
  }

  Json strings(String name, Seq<String> values) {
    return raw(name, values.map(Json::quote).mkString("[", ",", "]"));
  }

  Json object(String name, Json value) {
    return raw(name, value.toString());
  }

  Json raw(String name, String json) {
    if (out.length() > 1) {
      out.append(',');
    }
    out.append(quote(name)).append(':').append(json);
    return this;
  }

  @Override
  public String toString() {
    return out + "}";
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
