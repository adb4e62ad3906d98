package io.github.tabla.notation.record;

import org.apiguardian.api.API;

/**
 * The names of the tags Tabla writes and reads in its records. The first seven are PGN's and PDN's
 * Seven Tag Roster; {@link #GAME} and {@link #VARIANT} say which Tabla game the record belongs to;
 * {@link #FEN} holds the start position when it is not the game's start.
 *
 * <pre>{@code
 * LinkedHashMap<String, String> tags = LinkedHashMap.of(Tags.WHITE, "Ana", Tags.BLACK, "Robot",
 *     Tags.DATE, "2026.11.30", Tags.ROUND, "1");
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Tags {
  /** The event. */
  public static final String EVENT = "Event";
  /** Where the game was played. */
  public static final String SITE = "Site";
  /** The date, {@code YYYY.MM.DD} with {@code ??} for unknown parts. */
  public static final String DATE = "Date";
  /** The round: {@code 1} or {@code 2} in a two-round match (M-2). */
  public static final String ROUND = "Round";
  /** The player with White. */
  public static final String WHITE = "White";
  /** The player with Black. */
  public static final String BLACK = "Black";
  /** The result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} while the round goes on. */
  public static final String RESULT = "Result";
  /** The game, the part of {@link io.github.tabla.core.GameDefinition#id()} before a colon. */
  public static final String GAME = "Game";
  /** The variant, {@link io.github.tabla.core.GameDefinition#variant()}, such as {@code extra-rook}. */
  public static final String VARIANT = "Variant";
  /** The start position's text, when the round did not start from the game's start position. */
  public static final String FEN = "FEN";
  /**
   * How the round ended, in English words: the termination's text, such as {@code "The side to move has
   * no legal move ... (ID-12)."}, or {@code "White resigned (M-8)."}.
   */
  public static final String TERMINATION = "Termination";
  /** The points of the round, White's then Black's, such as {@code 9-7}. */
  public static final String SCORE = "Score";

  private Tags() {}
}
