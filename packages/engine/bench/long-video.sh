#!/usr/bin/env bash
# Makes the long video of the memory bench: a 60 s 1920x1080 60 fps clip (a moving 480x270
# testsrc2 patch over a flat background, a counter that counts up by 10 every 6 frames, drawn with
# DejaVu Sans Mono), x264 ultrafast at 1.5 Mb/s, then looped MINUTES times without re-encoding.
# ultrafast makes the cheapest stream to decode (no B-frames, CAVLC, no deblocking): the
# throughput bench's worst case. `youtube` encodes as YouTube serves 1080p60 H.264 instead (High
# profile, B-frames, CABAC, deblocking; veryfast at 9 Mb/s), a typical upload.
# Usage: bench/long-video.sh <out.mp4> [minutes=60] [ultrafast|youtube]
set -euo pipefail
usage='usage: long-video.sh <out.mp4> [minutes=60] [ultrafast|youtube]'
out=${1:?$usage}
minutes=${2:-60}
case ${3:-ultrafast} in
ultrafast) encode=(-preset ultrafast -b:v 1500k) ;;
youtube) encode=(-preset veryfast -profile:v high -b:v 9M -maxrate 12M -bufsize 18M) ;;
*) echo "unknown encoding: $3; $usage" >&2; exit 2 ;;
esac
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
clip=$(mktemp --suffix=.mp4)
trap 'rm -f "$clip"' EXIT
ffmpeg -hide_banner -v error -y \
  -f lavfi -i "color=c=0x102040:s=1920x1080:r=60:d=60" \
  -f lavfi -i "testsrc2=s=480x270:r=60:d=60" \
  -filter_complex "[0][1]overlay=x='720+600*sin(t/3)':y='540+300*cos(t/2)',drawtext=fontfile=$font:text='SCORE %{eif\:trunc(n/6)*10\:d\:8}':x=80:y=40:fontsize=48:fontcolor=white" \
  -c:v libx264 "${encode[@]}" -pix_fmt yuv420p "$clip"
ffmpeg -hide_banner -v error -y -stream_loop $((minutes - 1)) -i "$clip" -c copy "$out"
