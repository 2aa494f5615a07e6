#!/usr/bin/env bash
# Generates the landing page's static media, served by the app itself so the page works offline
# (DESIGN.md §3):
#   web/public/guides/<name>.webm     six short guide videos (320x180, VP8, no audio, ~5 s)
#   web/public/articles/article-<n>.svg nine article illustrations (gradient + shape + number)
# Idempotent: every run rewrites the same files with the same content. Needs Debian's ffmpeg
# (/usr/bin/ffmpeg, with libvpx and drawtext) and fonts-dejavu-core.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GUIDES_DIR="$ROOT/web/public/guides"
ARTICLES_DIR="$ROOT/web/public/articles"
FFMPEG="${FFMPEG:-/usr/bin/ffmpeg}"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
FONT_BOLD="${FONT_BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"

[[ -x "$FFMPEG" ]] || { echo "ffmpeg not found at $FFMPEG" >&2; exit 1; }
[[ -f "$FONT" && -f "$FONT_BOLD" ]] || { echo "DejaVu fonts not found (apt install fonts-dejavu-core)" >&2; exit 1; }

mkdir -p "$GUIDES_DIR" "$ARTICLES_DIR"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# ---------------------------------------------------------------------------------------------
# Guide videos. Fields: file name | background colour | title line 1 | title line 2
# (Titles are read from files by drawtext, so no escaping of ':' or quotes is needed.)
# ---------------------------------------------------------------------------------------------
GUIDES=(
  "getting-started|0x0f766e|Getting Started|with StartupSetu"
  "roles-explained|0x1e3a8a|Roles Explained|From Hustler to Job Seeker"
  "cofounder-without-idea|0x7c2d12|No Idea? Be a|Co-founder Anyway"
  "investors-without-cold-emails|0x4c1d95|Find Investors|Without Cold Emails"
  "after-you-join|0x134e4a|What Happens|After You Join"
  "startup-playground|0x9a3412|Your All-in-One|Startup Playground"
)

make_video() {
  local name="$1" colour="$2" line1="$3" line2="$4"
  local out="$GUIDES_DIR/$name.webm"
  printf '%s' "$line1" >"$TMP/$name.l1"
  printf '%s' "$line2" >"$TMP/$name.l2"
  printf '%s' "StartupSetu guide" >"$TMP/$name.l3"
  # A coloured card with the title (already on the first frame, which the page shows as the poster)
  # and an amber progress bar sliding in along the bottom.
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=320x180:r=12:d=5" \
    -f lavfi -i "color=c=0xf59e0b:s=320x8:r=12:d=5" \
    -filter_complex "[0:v]drawbox=x=0:y=172:w=320:h=8:color=0x000000@0.25:t=fill[bg];\
[bg][1:v]overlay=x='-320+64*t':y=172:shortest=1,\
drawtext=fontfile=${FONT_BOLD}:textfile=$TMP/$name.l1:fontsize=22:fontcolor=white:x=(w-text_w)/2:y=50,\
drawtext=fontfile=${FONT_BOLD}:textfile=$TMP/$name.l2:fontsize=18:fontcolor=white:x=(w-text_w)/2:y=82,\
drawtext=fontfile=${FONT}:textfile=$TMP/$name.l3:fontsize=12:fontcolor=0xfde68a:x=(w-text_w)/2:y=18" \
    -an -c:v libvpx -b:v 60k -crf 30 -g 60 -auto-alt-ref 0 -deadline good -cpu-used 1 -threads 1 \
    -pix_fmt yuv420p -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$out"
  printf '  %-40s %6d bytes\n' "guides/$name.webm" "$(stat -c %s "$out")"
}

# ---------------------------------------------------------------------------------------------
# Article illustrations. Fields: id | gradient start | gradient end | shape (SVG markup)
# ---------------------------------------------------------------------------------------------
ARTICLES=(
  '1|#0f766e|#14b8a6|<circle cx="300" cy="110" r="52" fill="#f59e0b"/><rect x="290" y="162" width="20" height="26" rx="4" fill="#fde68a"/>'
  '2|#1e3a8a|#0f766e|<path d="M250 150h40l60 40V70l-60 40h-40z" fill="#f59e0b"/>'
  '3|#134e4a|#0891b2|<circle cx="260" cy="130" r="30" fill="#f59e0b"/><circle cx="320" cy="100" r="30" fill="#fde68a"/><circle cx="340" cy="165" r="30" fill="#fbbf24" opacity=".85"/>'
  '4|#7c2d12|#f59e0b|<path d="M240 200l40-70 30 40 40-90 40 120z" fill="#fef3c7"/>'
  '5|#4c1d95|#0f766e|<rect x="240" y="70" width="140" height="90" rx="8" fill="#fef3c7"/><path d="M255 145l30-30 25 20 45-45" stroke="#f59e0b" stroke-width="10" fill="none" stroke-linecap="round"/>'
  '6|#0f766e|#84cc16|<rect x="245" y="150" width="30" height="50" fill="#fde68a"/><rect x="290" y="115" width="30" height="85" fill="#fbbf24"/><rect x="335" y="70" width="30" height="130" fill="#f59e0b"/>'
  '7|#0e7490|#0f766e|<path d="M240 80h130a14 14 0 0 1 14 14v60a14 14 0 0 1-14 14h-80l-36 28v-28h-14a14 14 0 0 1-14-14V94a14 14 0 0 1 14-14z" fill="#fef3c7"/><circle cx="280" cy="124" r="8" fill="#f59e0b"/><circle cx="310" cy="124" r="8" fill="#f59e0b"/><circle cx="340" cy="124" r="8" fill="#f59e0b"/>'
  '8|#166534|#0f766e|<path d="M310 60c60 30 70 110 0 150-70-40-60-120 0-150z" fill="#bbf7d0"/><path d="M310 80v120" stroke="#166534" stroke-width="6"/>'
  '9|#1e293b|#0f766e|<rect x="250" y="60" width="100" height="150" rx="14" fill="#f8fafc"/><rect x="262" y="78" width="76" height="104" rx="4" fill="#f59e0b"/><circle cx="300" cy="196" r="6" fill="#0f172a"/>'
)

make_svg() {
  local id="$1" from="$2" to="$3" shape="$4"
  local out="$ARTICLES_DIR/article-$id.svg"
  cat >"$out" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" width="400" height="250">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$from"/><stop offset="1" stop-color="$to"/></linearGradient></defs>
<rect width="400" height="250" fill="url(#g)"/>
<circle cx="40" cy="230" r="90" fill="#ffffff" opacity=".08"/>
$shape
<text x="36" y="120" font-family="DejaVu Sans, Verdana, sans-serif" font-size="88" font-weight="700" fill="#ffffff">$id</text>
<text x="40" y="160" font-family="DejaVu Sans, Verdana, sans-serif" font-size="16" fill="#fde68a" letter-spacing="2">STARTUPSETU</text>
</svg>
SVG
  printf '  %-40s %6d bytes\n' "articles/article-$id.svg" "$(stat -c %s "$out")"
}

echo "Guide videos:"
for entry in "${GUIDES[@]}"; do
  IFS='|' read -r name colour line1 line2 <<<"$entry"
  make_video "$name" "$colour" "$line1" "$line2"
done

echo "Article illustrations:"
for entry in "${ARTICLES[@]}"; do
  IFS='|' read -r id from to shape <<<"$entry"
  make_svg "$id" "$from" "$to" "$shape"
done
