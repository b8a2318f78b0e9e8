#!/usr/bin/env bash
# Makes the long video of the throughput and memory benches: MINUTES of 1920x1080 at 60 fps (a
# moving 480x270 testsrc2 patch over a flat background, a counter drawn with DejaVu Sans Mono
# that changes every 6 frames and rises ever faster, to 25,920,000 in an hour: a score, not a
# clock, which the engine would put aside), x264 ultrafast at 1.5 Mb/s.
# ultrafast makes the cheapest stream to decode (no B-frames, CAVLC, no deblocking): the
# throughput bench's worst case. `youtube` encodes as YouTube serves 1080p60 H.264 instead (High
# profile, B-frames, CABAC, deblocking; veryfast at 9 Mb/s), a typical upload. The whole video is
# encoded (about a quarter of real time on two cores): a minute looped would restart its counter
# every minute, and the engine, finding no rising field, would read something else.
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
seconds=$((minutes * 60))
ffmpeg -hide_banner -v error -y \
  -f lavfi -i "color=c=0x102040:s=1920x1080:r=60:d=$seconds" \
  -f lavfi -i "testsrc2=s=480x270:r=60:d=$seconds" \
  -filter_complex "[0][1]overlay=x='720+600*sin(t/3)':y='540+300*cos(t/2)',drawtext=fontfile=$font:text='SCORE %{eif\:10*trunc(trunc(n/6)*trunc(n/6)/500)\:d\:8}':x=80:y=40:fontsize=48:fontcolor=white" \
  -c:v libx264 "${encode[@]}" -pix_fmt yuv420p "$out"
