#!/usr/bin/env bash
# Re-makes the PWA icons in web/public/icons with Debian's ffmpeg (apt-get install ffmpeg fonts-dejavu-core).
set -euo pipefail
cd "$(dirname "$0")/../web/public/icons"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
draw() { # size-of-letter, bar-x, bar-y, bar-w, bar-h, output
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x0f766e:s=512x512" -frames:v 1 \
    -vf "drawtext=fontfile=$font:text='S':fontcolor=white:fontsize=$1:x=(w-text_w)/2:y=(h-text_h)/2,drawbox=x=$2:y=$3:w=$4:h=$5:color=0xf59e0b:t=fill" "$6"
}
draw 300 96 400 320 24 icon-512.png
# Maskable icons keep their content inside the central safe zone (a circle of 80% of the width).
draw 200 160 360 192 18 icon-maskable-512.png
ffmpeg -loglevel error -y -i icon-512.png -vf scale=192:192 icon-192.png
